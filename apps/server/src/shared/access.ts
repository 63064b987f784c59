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
 *   sub-schools, so `admin` of a sub-school id means "admin of that sub-school or of its parent").
 */
export type Audience = 'anyone' | 'user' | 'viewer' | 'member' | 'lecturer' | 'admin';

/** Where the school id travels. Default: core's tenant query keys, then the tenant headers. */
export type SchoolFrom = { param: string } | { query: string };

export interface AccessRule {
  school: SchoolUse;
  who: Audience;
  from?: SchoolFrom;
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
} as const satisfies Record<string, AccessRule>;

/** The admin console's routes: `/api/console/{schoolId}/…`, admins of that school (or of its parent) only. */
export const consoleAdmin: AccessRule = { school: 'required', who: 'admin', from: { param: 'schoolId' } };
