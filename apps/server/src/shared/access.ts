/**
 * What every route declares about the school it acts on and who may call it (issue 9 §1). The access gate
 * (plugins/app/access-gate.ts) reads this once, before validation of the body and before the handler; a route
 * registered without it makes the app refuse to start. Deny by default: nothing is implied.
 */

/** How the route takes its school: it must name one, it may name one, or it is not about a school. */
export type SchoolUse = 'required' | 'optional' | 'none';

/**
 * Who may call the route, checked against the resolved school (when there is one):
 * - `anyone`: no check (public face: name, logo, config; or not about a school at all);
 * - `user`: any logged-in user;
 * - `viewer`: anyone who may see the school's content (open school, or a valid member of a closed one — core
 *   `schoolContentAccess`);
 * - `member` / `lecturer` / `admin`: the viewer's effective role in the school (a parent's role counts for its
 *   sub-schools, so `admin` of a sub-school id means "admin of that sub-school or of its parent");
 * - `creator` (issue 25): lecturers and admins of the school, and members flagged `creator` (auth isCreatorOf).
 */
export type Audience = 'anyone' | 'user' | 'viewer' | 'member' | 'lecturer' | 'admin' | 'creator';

/** Where the school id travels. Default: core's tenant query keys, then the tenant headers. */
type SchoolFrom = { param: string } | { query: string };

/**
 * What a route asks of the resolved school or of the request beyond the audience (issue 23 item 1: the checks
 * handlers used to make inline), each with its own refusal, checked in the order declared:
 * - `firstLevel`: a first-level school — a sub-school's id gets 403 FORBIDDEN (its settings are the parent's);
 * - `o3School`: an O3 community school, else 404 COMMUNITY_NOT_AVAILABLE (spec §1's community variant);
 * - `liveSession`: an access token that no longer stands for a session is 401 SESSION_EXPIRED rather than a
 *   visitor (spec §8 "O3 user info code 401": the web signs out and reloads);
 * - `boundMember`: a user bound to the school's single sign-on who is no longer its member gets 410
 *   O3_USER_DELETED with `details.o3Code` 50001 (spec §8); anyone else passes.
 */
export type AccessCondition = 'firstLevel' | 'o3School' | 'liveSession' | 'boundMember';

/** Where a route's user id travels. */
type UserFrom = { param: string } | { query: string } | { header: string };

/**
 * The route is about one user named in the request (absent: the viewer). Naming anyone else is refused — 403
 * USER_ID_MISMATCH, or with `admins` 403 NOT_YOURS unless the viewer administers the school (an admin looks up
 * members; nobody else learns who belongs to a school).
 */
export interface SubjectRule {
  from: UserFrom;
  admins?: boolean;
}

export interface AccessRule {
  school: SchoolUse;
  who: Audience;
  from?: SchoolFrom;
  /** A query key whose invite code may name the school too (besides the tenant keys; both must agree). */
  invite?: string;
  requires?: readonly AccessCondition[];
  subject?: SubjectRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

/** Shorthands for the common declarations, so route files read as a sentence. */
export const access = {
  public: { school: 'none', who: 'anyone' },
  user: { school: 'none', who: 'user' },
  schoolFace: { school: 'required', who: 'anyone' },
  schoolContent: { school: 'required', who: 'viewer' },
  schoolUser: { school: 'required', who: 'user' },
  member: { school: 'required', who: 'member' },
  lecturer: { school: 'required', who: 'lecturer' },
  admin: { school: 'required', who: 'admin' },
  creator: { school: 'required', who: 'creator' },
} as const satisfies Record<string, AccessRule>;

/** The admin console's routes: `/api/console/{schoolId}/…`, admins of that school (or of its parent) only. */
export const consoleAdmin: AccessRule = { school: 'required', who: 'admin', from: { param: 'schoolId' } };

/** Console settings a sub-school inherits from its first-level parent (hot searches, customer service, AI…). */
export const firstLevelConsoleAdmin: AccessRule = { ...consoleAdmin, requires: ['firstLevel'] };
