/**
 * Who may enrol in a course, and the admin's bulk enrolment from a CSV file (issue 23 item 3). Pure: no I/O.
 *
 * - A paid course (the price a learner pays, `actualPrice`, above 0) needs a purchase record; an admin may grant
 *   it instead. There is no checkout here: purchases are filled by an admin or an integration.
 * - A members' course (`existMember`, shown with the member badge only where the school licenses membership,
 *   spec §5 "member badge needs existMember and memberLicense '1'") is for the school's valid members (spec §6).
 * - A closed school (openSchool "0") is for its members only (spec §6); the access gate applies it to learners,
 *   and the bulk run applies it to each row's user.
 */

export const ENROLMENT_LIMITS = {
  /** Data rows one bulk CSV may hold (the header not counted). */
  CSV_ROWS_MAX: 5000,
  /** UTF-8 bytes of one bulk CSV. */
  CSV_BYTES_MAX: 512 * 1024,
  /** Longest account (e-mail, mobile or user id) or course id cell read from a row. */
  CSV_CELL_MAX: 254,
} as const;

/** Why a learner cannot enrol themself (an admin may still enrol them: PURCHASE_REQUIRED is not binding there). */
export type SelfEnrolmentBlock = 'PURCHASE_REQUIRED' | 'MEMBERS_ONLY';

/** Prices are compared at cent precision so float noise is never a price. */
export function isPaidCourse(actualPriceYuan: number): boolean {
  return Number.isFinite(actualPriceYuan) && Math.round(actualPriceYuan * 100) > 0;
}

export function isMembersCourse(input: { existMember: boolean; memberLicense: string }): boolean {
  return input.existMember === true && input.memberLicense === '1';
}

/** The first rule a learner's own enrolment breaks, or null when they may enrol. Membership is checked first. */
export function selfEnrolmentBlock(input: {
  actualPrice: number;
  existMember: boolean;
  memberLicense: string;
  isMember: boolean;
  purchased: boolean;
}): SelfEnrolmentBlock | null {
  if (isMembersCourse(input) && !input.isMember) return 'MEMBERS_ONLY';
  if (isPaidCourse(input.actualPrice) && !input.purchased) return 'PURCHASE_REQUIRED';
  return null;
}

/** The column naming the user: `account` (e-mail or mobile, as at login), `email`, or `userId`. */
const ENROLMENT_USER_COLUMNS = ['account', 'email', 'userid'] as const;

const normaliseHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/**
 * Which columns of a header row hold the user and the course id (names are matched case-insensitively, ignoring
 * spaces, "_" and "-": `Course ID`, `course_id` and `courseId` are one). Null when either is missing.
 */
export function enrolmentColumns(header: readonly string[]): { user: number; course: number } | null {
  const names = header.map(normaliseHeader);
  const course = names.indexOf('courseid');
  const user = names.findIndex((name) => (ENROLMENT_USER_COLUMNS as readonly string[]).includes(name));
  if (course < 0 || user < 0) return null;
  return { user, course };
}
