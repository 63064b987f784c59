/**
 * Who may open each page (issue 23 item 1), the pages' counterpart of the API's `config.access` (shared/access.ts):
 * one declaration per core `RouteId` (and the not-found page). The table is a `Record`, so a route added to core's
 * table without a line here does not build; `pageAccessProblems` checks it again at start-up (web/render.ts), like
 * the access gate's `declarationProblem`. `pageRedirect` (page-rules.ts) reads nothing else.
 */
import { CONSOLE_SECTIONS, LECTURER_CONSOLE_SECTIONS, ROUTE_IDS } from '@portico/core';
import type { RouteState } from '@portico/contracts';

export type PageId = RouteState['id'];

/**
 * Who may open the page (contracts.md §5), each answered with a redirect rather than an error:
 * - `anyone`: no check beyond the school's own rule (below);
 * - `visitor`: the login page — a signed-in user is sent on (to a safe `redirect`, else /login/select);
 * - `user`: signed in, else to login;
 * - `admin`: signed in and administrator of the page's school (or of its parent), else /insufficient-permissions;
 * - `console`: the console's sections (issue 24): an administrator opens every one, a lecturer of the school the
 *   sections named in `lecturerSections` (the page's `section` parameter), anyone else — and a lecturer
 *   elsewhere — /insufficient-permissions;
 * - `creator` (issue 25): signed in and a creator of the page's school (lecturer, admin or a member with the
 *   `creator` flag: auth isCreatorOf), else /insufficient-permissions;
 * - `lecturer` (issue 26): signed in with lecturing permission in the page's school (spec §5/§6 "teaching entry
 *   only with lecturing permission", data.hasPermission: its lecturers and admins), else /insufficient-permissions.
 */
type PageAudience = 'anyone' | 'visitor' | 'user' | 'admin' | 'console' | 'creator' | 'lecturer';

/**
 * How the page relates to the school it names:
 * - `content`: it shows the school's content, so core's closed-school rule applies (visitor → login,
 *   non-member → privilege page);
 * - `outside`: a page about access itself (login, privilege, insufficient permissions) or about no school's
 *   content (help, privacy, not-found) — a closed school never bounces it, or nobody could sign in to it.
 */
type PageSchool = 'content' | 'outside';

export interface PageAccess {
  who: PageAudience;
  school: PageSchool;
  /** With `console`: the sections a lecturer of the school may open too. */
  lecturerSections?: readonly string[];
}

const open: PageAccess = { who: 'anyone', school: 'content' };
const outside: PageAccess = { who: 'anyone', school: 'outside' };
const personal: PageAccess = { who: 'user', school: 'content' };
const signedInOutside: PageAccess = { who: 'user', school: 'outside' };
const management: PageAccess = { who: 'admin', school: 'content' };
const consoleSections: PageAccess = {
  who: 'console',
  school: 'content',
  lecturerSections: LECTURER_CONSOLE_SECTIONS,
};
const creators: PageAccess = { who: 'creator', school: 'content' };
const lecturers: PageAccess = { who: 'lecturer', school: 'content' };

export const PAGE_ACCESS: Readonly<Record<PageId, PageAccess>> = {
  'portal-home': open,
  'portal-search': open,
  'portal-more': open,
  'portal-sub-school': open,
  'course-view': open,
  'course-application': open,
  'knowledge-portal': open,
  'knowledge-list': open,
  'knowledge-detail': open,
  'exercise-home': open,
  exam: open,
  'private-center': personal,
  'learning-profile': personal,
  'person-space': personal,
  'teaching-center': lecturers,
  'creation-center': creators,
  'school-management': consoleSections,
  'school-feedback': management,
  'sub-school-management': consoleSections,
  'ai-chat': open,
  community: open,
  'o3-detail': open,
  privilege: outside,
  'class-info-jump': open,
  'cookie-policy': outside,
  'complaint-report': open,
  'login-select': signedInOutside,
  login: { who: 'visitor', school: 'outside' },
  'third-login-callback': outside,
  'register-invite': signedInOutside,
  'register-create': signedInOutside,
  'help-center': outside,
  privacy: outside,
  'insufficient-permissions': outside,
  design: open,
  'not-found': outside,
};

const AUDIENCES: readonly PageAudience[] = [
  'anyone',
  'visitor',
  'user',
  'admin',
  'console',
  'creator',
  'lecturer',
];
const SCHOOL_USES: readonly PageSchool[] = ['content', 'outside'];

/** Why the table cannot be enforced (one line per route), or an empty list when every page is declared soundly. */
export function pageAccessProblems(table: Readonly<Record<string, PageAccess | undefined>>): string[] {
  const problems: string[] = [];
  for (const id of [...ROUTE_IDS, 'not-found'] as const) {
    const rule = table[id];
    if (!rule) problems.push(`Page ${id} declares no access (web/page-access.ts)`);
    else if (!AUDIENCES.includes(rule.who)) problems.push(`Page ${id} has an unknown audience "${rule.who}"`);
    else if (!SCHOOL_USES.includes(rule.school))
      problems.push(`Page ${id} has an unknown school "${rule.school}"`);
    // An administrator is an administrator of a school: a page outside the school has none to check against.
    else if (
      (rule.who === 'admin' || rule.who === 'console' || rule.who === 'creator' || rule.who === 'lecturer') &&
      rule.school === 'outside'
    )
      problems.push(`Page ${id} asks for "${rule.who}" outside a school`);
    else if (rule.lecturerSections && rule.who !== 'console')
      problems.push(`Page ${id} names lecturer sections without the "console" audience`);
    else if (
      rule.lecturerSections?.some((section) => !(CONSOLE_SECTIONS as readonly string[]).includes(section))
    )
      problems.push(`Page ${id} names a lecturer section the console does not have`);
  }
  for (const id of Object.keys(table)) {
    if (id !== 'not-found' && !(ROUTE_IDS as readonly string[]).includes(id)) {
      problems.push(`Page ${id} is declared but is no route of core's table`);
    }
  }
  return problems;
}
