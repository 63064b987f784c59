/**
 * The admin console (issue 13): its sections, the areas whose edits are versioned together, and the pure rules the
 * server and the web share (localized text with fallback, the last-admin rule). The spec only consumes this
 * configuration (§2 management routes); producing it is ours.
 */
import { SUPPORTED_LANGUAGES, type LanguageCode } from './languages.ts';

/** `/iadmin/{schoolId}/management/{section}`: every section of a school's console, in menu order. */
export const CONSOLE_SECTIONS = [
  'workbench',
  'profile',
  'navigation',
  'header',
  'footer',
  'bulletins',
  'hot-search',
  'customer-service',
  'ai',
  'agreements',
  'members',
  'enrolments',
  'sub-schools',
  'catalogue',
  // Issue 24: the question bank, exam settings and the essay grading queue.
  'question-bank',
  'exams',
  'grading',
  // Issue 26 item 5: learning maps by position.
  'learning-paths',
  'audit-log',
] as const;

export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/**
 * `/iadmin/{subSchoolId}/sub-college-management/{section}`: a sub-school edits its own profile, navigation, header,
 * footer, bulletins and members; sub-schools of sub-schools do not exist, and the agreement, hot searches, customer
 * service and AI settings are the parent school's. Learning paths (issue 26 item 5) are per school and position, and
 * a sub-school has positions, courses and exams of its own, so its admins define its paths too.
 */
export const SUB_SCHOOL_CONSOLE_SECTIONS = [
  'workbench',
  'profile',
  'navigation',
  'header',
  'footer',
  'bulletins',
  'members',
  'enrolments',
  'catalogue',
  'question-bank',
  'exams',
  'grading',
  'learning-paths',
  'audit-log',
] as const satisfies readonly ConsoleSection[];

/**
 * Issue 24 "managed by the school's admins and lecturers": the console sections a school's lecturers open too —
 * the question bank, exam settings and the grading queue, what the exam API already lets them manage. Every other
 * section stays the administrators' (the page rules send a lecturer to the insufficient-permissions page).
 */
export const LECTURER_CONSOLE_SECTIONS = [
  'question-bank',
  'exams',
  'grading',
] as const satisfies readonly ConsoleSection[];

/** The sections the console lists for a viewer: an administrator every section, a lecturer only the exam ones. */
export function consoleSectionsFor(input: { admin: boolean; subSchool: boolean }): readonly ConsoleSection[] {
  if (!input.admin) return LECTURER_CONSOLE_SECTIONS;
  return input.subSchool ? SUB_SCHOOL_CONSOLE_SECTIONS : CONSOLE_SECTIONS;
}

/**
 * What one optimistic-concurrency version covers: an admin who saves an area sends the version they loaded; a save
 * made meanwhile by someone else bumps it, and the stale save is refused (EDIT_CONFLICT) instead of overwriting.
 */
export const CONSOLE_AREAS = [
  'profile',
  'navigation',
  'header',
  'footer',
  'bulletins',
  'hot-search',
  'customer-service',
  'ai',
  'agreements',
  'members',
  'enrolments',
  'sub-schools',
  'catalogue',
  // Issue 26 item 5: each path carries its own version; the area names its audit entries.
  'learning-paths',
  // Issue 27: the school's portal pages composed from modules (drafts and publishes).
  'portal-pages',
] as const;

export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

export const CONSOLE_LIMITS = {
  /** Audit log page size and the longest free-text filter. */
  AUDIT_PAGE_SIZE: 20,
  AUDIT_FILTER_MAX: 80,
  /** A stored before/after snapshot is cut beyond this many characters (the row keeps a marker). */
  AUDIT_SNAPSHOT_MAX: 20_000,
  /** Longest translation of one field into one language. */
  TRANSLATION_MAX: 10_000,
} as const;

/**
 * Issue 23 item 8: the longest catalogue text an admin writes per language (category titles, course names,
 * descriptions and lecturer names; the console's catalogue section, checked again by the server).
 */
export const CATALOGUE_TEXT_LIMITS = {
  CATEGORY_TITLE: 60,
  COURSE_NAME: 120,
  COURSE_DESCRIPTION: 2000,
  LECTURER_NAME: 60,
  /** A chapter's or resource's title in a course's outline. */
  OUTLINE_TITLE: 120,
} as const;

/** Texts an admin writes, per language code. Missing or blank languages fall back (see localizedText). */
export type LocalizedTexts = Partial<Record<LanguageCode, string>>;

/**
 * The text to show in `lang`: its own translation, else the school's default language's, else `base` (the text
 * stored on the row itself, written in the school's default language).
 */
export function localizedText(
  base: string,
  texts: LocalizedTexts | undefined,
  lang: LanguageCode,
  defaultLang: LanguageCode,
): string {
  const own = texts?.[lang]?.trim();
  if (own) return texts?.[lang] ?? base;
  const fallback = texts?.[defaultLang]?.trim();
  return fallback ? (texts?.[defaultLang] ?? base) : base;
}

/** Keeps only supported language codes with non-blank text (what the server stores). */
export function cleanLocalizedTexts(texts: Record<string, unknown>): LocalizedTexts {
  const out: LocalizedTexts = {};
  for (const lang of SUPPORTED_LANGUAGES) {
    const value = texts[lang];
    if (typeof value === 'string' && value.trim() !== '') out[lang] = value;
  }
  return out;
}

export type ConsoleRole = 'member' | 'lecturer' | 'admin';

/**
 * Issue 13: "a school can never lose its last admin". True when changing `targetUserId` to `nextRole` (null:
 * removed) would leave the school with no admin, given the school's current admins.
 */
export function wouldLoseLastAdmin(
  adminIds: readonly string[],
  targetUserId: string,
  nextRole: ConsoleRole | null,
): boolean {
  if (!adminIds.includes(targetUserId) || nextRole === 'admin') return false;
  return adminIds.filter((id) => id !== targetUserId).length === 0;
}
