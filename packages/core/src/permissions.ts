/**
 * Spec §5 / §6 visibility and permission rules of the shell. All functions are pure predicates over flags the
 * server or the browser already knows.
 */

/**
 * Spec §6 "School switching is allowed when the school is not exclusive (version not "1") and not overseas, or
 * when logged in with the alliance switch on or union membership."
 */
export function canSwitchSchool(input: {
  version: string;
  overseas: boolean;
  loggedIn: boolean;
  allianceSwitchOn: boolean;
  unionMember: boolean;
}): boolean {
  if (input.version !== '1' && !input.overseas) return true;
  return input.loggedIn && (input.allianceSwitchOn || input.unionMember);
}

/** Spec §5 "Management and console menu entries show only for a valid school member who is an admin." */
export function showManagementEntries(input: { validMember: boolean; admin: boolean }): boolean {
  return input.validMember && input.admin;
}

/**
 * Issue 24: a lecturer who is not an administrator (an admin has the console entry, which holds the bank) gets an
 * entry to the console's question bank, the one part of the console open to them (LECTURER_CONSOLE_SECTIONS).
 */
export function showQuestionBankEntry(input: {
  validMember: boolean;
  admin: boolean;
  lecturer: boolean | null | undefined;
}): boolean {
  return input.validMember && !input.admin && input.lecturer === true;
}

/**
 * Spec §5 "Creation entry shows only if not the special tech tenant, and (a creation-list school or a
 * non-overseas domain), and not the O3 school."
 */
export function showCreationEntry(input: {
  techTenant: boolean;
  creationListSchool: boolean;
  overseas: boolean;
  isO3: boolean;
}): boolean {
  return !input.techTenant && (input.creationListSchool || !input.overseas) && !input.isO3;
}

/** Spec §5 / §6 "Teaching entry shows only with lecturing permission" (data.hasPermission). */
export function showTeachingEntry(input: { hasPermission: boolean | null | undefined }): boolean {
  return input.hasPermission === true;
}

/** Spec §5 "Messages are hidden on overseas domains unless the school is on a notify list." */
export function showMessages(input: { overseas: boolean; notifySchool: boolean }): boolean {
  return !input.overseas || input.notifySchool;
}

/**
 * Spec §5 "AI assistant entry requires login and the server saying the AI entrance is visible to the user;
 * otherwise removed." (§8: a failed AI-entrance call counts as not visible.)
 */
export function showAiEntry(input: {
  loggedIn: boolean;
  aiEntranceVisible: boolean | null | undefined;
}): boolean {
  return input.loggedIn && input.aiEntranceVisible === true;
}

/** Spec §5 "Customer service shows when its switch is "1"." */
export function showCustomerService(switchValue: unknown): boolean {
  return switchValue === '1' || switchValue === 1;
}

/**
 * Spec §5 "Price strike-through and flash-sale label show only when price differs from actualPrice and selling
 * is licensed (licenseToSell "1")". Prices are compared at cent precision so float noise is not a difference.
 */
export function showPriceStrike(input: {
  price: number;
  actualPrice: number;
  licenseToSell: string;
}): boolean {
  if (input.licenseToSell !== '1') return false;
  if (!Number.isFinite(input.price) || !Number.isFinite(input.actualPrice)) return false;
  return Math.round(input.price * 100) !== Math.round(input.actualPrice * 100);
}

/** Spec §5 "member badge needs existMember and memberLicense "1"". */
export function showMemberBadge(input: { existMember: boolean; memberLicense: string }): boolean {
  return input.existMember === true && input.memberLicense === '1';
}

/**
 * THE closed-school rule (spec §4 / §6), used by pages and API alike: a school's content (courses, categories,
 * navigation, bulletin, footer, search…) is open to everyone when the school is open, and only to its valid
 * members when it is closed (openSchool "0"). Visitors go to login, logged-in non-members to the privilege page.
 * A sub-school is closed when it or its parent is closed (a closed school's sub-schools are not a way in); a
 * member of the parent counts as a member of its sub-schools (the caller's `validMember`).
 */
export function closedSchoolAccess(input: {
  openSchool: string;
  /** The parent's openSchool, for a sub-school. */
  parentOpenSchool?: string | null;
  loggedIn: boolean;
  validMember: boolean;
}): 'allow' | 'login' | 'privilege' {
  if (input.openSchool !== '0' && input.parentOpenSchool !== '0') return 'allow';
  if (!input.loggedIn) return 'login';
  return input.validMember ? 'allow' : 'privilege';
}

/** Spec §4 "Certification: a tip shows when authType is not '3' and the user is on an inner IP." */
export function showCertificationTip(input: {
  authType: string | null | undefined;
  isInnerIp: boolean;
}): boolean {
  return input.authType !== '3' && input.isInnerIp === true;
}
