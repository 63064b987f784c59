/**
 * Who may open each page (issue 23 item 1), the pages' counterpart of the API's `config.access` (shared/access.ts):
 * one declaration per core `RouteId` (and the not-found page). The table is a `Record`, so a route added to core's
 * table without a line here does not build; `pageAccessProblems` checks it again at start-up (web/render.ts), like
 * the access gate's `declarationProblem`. `pageRedirect` (page-rules.ts) reads nothing else.
 */
import { ROUTE_IDS } from '@portico/core';
import type { RouteState } from '@portico/contracts';

export type PageId = RouteState['id'];

/**
 * Who may open the page (contracts.md §5), each answered with a redirect rather than an error:
 * - `anyone`: no check beyond the school's own rule (below);
 * - `visitor`: the login page — a signed-in user is sent on (to a safe `redirect`, else /login/select);
 * - `user`: signed in, else to login;
 * - `admin`: signed in and administrator of the page's school (or of its parent), else /insufficient-permissions;
 * - `creator` (issue 25): signed in and a creator of the page's school (lecturer, admin or a member with the
 *   `creator` flag: auth isCreatorOf), else /insufficient-permissions.
 */
type PageAudience = 'anyone' | 'visitor' | 'user' | 'admin' | 'creator';

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
}

const open: PageAccess = { who: 'anyone', school: 'content' };
const outside: PageAccess = { who: 'anyone', school: 'outside' };
const personal: PageAccess = { who: 'user', school: 'content' };
const signedInOutside: PageAccess = { who: 'user', school: 'outside' };
const management: PageAccess = { who: 'admin', school: 'content' };
const creators: PageAccess = { who: 'creator', school: 'content' };

export const PAGE_ACCESS: Readonly<Record<PageId, PageAccess>> = {
  'portal-home': open,
  'portal-search': open,
  'portal-more': open,
  'portal-sub-school': open,
  'course-view': open,
  'course-application': open,
  'knowledge-portal': open,
  'knowledge-list': open,
  'exercise-home': open,
  exam: open,
  'private-center': personal,
  'learning-profile': personal,
  'person-space': personal,
  'teaching-center': personal,
  'creation-center': creators,
  'school-management': management,
  'school-feedback': management,
  'sub-school-management': management,
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

const AUDIENCES: readonly PageAudience[] = ['anyone', 'visitor', 'user', 'admin', 'creator'];
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
    else if ((rule.who === 'admin' || rule.who === 'creator') && rule.school === 'outside')
      problems.push(`Page ${id} asks for "${rule.who}" outside a school`);
  }
  for (const id of Object.keys(table)) {
    if (id !== 'not-found' && !(ROUTE_IDS as readonly string[]).includes(id)) {
      problems.push(`Page ${id} is declared but is no route of core's table`);
    }
  }
  return problems;
}
