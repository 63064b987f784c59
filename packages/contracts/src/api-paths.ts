/**
 * API paths named once (issue 23 item 1): the server registers its routes with these templates (Fastify's
 * `:param` syntax) and the web's fetchers build their URLs from the same entries with `apiPath`, so a path cannot
 * drift between the two. Modules adopt it one at a time: add the module's group here, register with
 * `API_PATHS.<group>.<name>`, and fetch with `apiPath(API_PATHS.<group>.<name>, { …params })`.
 */

export const API_PATHS = {
  members: {
    memberIsValid: '/api/school/members/getMemberIsValid/',
    member: '/api/school/members/:userId/',
    lecturerPermission: '/api/school/lecturers/permission',
    hasPermissions: '/api/acl/v1/operation/hasPermissions',
    memberAllInfos: '/api/ischool/v1/members/member-all-infos',
    join: '/api/school/members/join',
  },
  o3Card: {
    nicknameInfo: '/api/o3service/o3/card/open/get-nickname-info',
    noticeCount: '/api/o3service/o3/card/open/get-notice-count',
  },
  consoleSchools: {
    profile: '/api/console/:schoolId/profile',
    members: '/api/console/:schoolId/members',
    member: '/api/console/:schoolId/members/:userId',
    invites: '/api/console/:schoolId/invites',
    invite: '/api/console/:schoolId/invites/:inviteId',
    subSchools: '/api/console/:schoolId/sub-schools',
    subSchool: '/api/console/:schoolId/sub-schools/:subId',
    hotSearch: '/api/console/:schoolId/hot-search',
    customerService: '/api/console/:schoolId/customer-service',
    ai: '/api/console/:schoolId/ai',
  },
} as const;

/** The `:name` params of a path template, as a union of their names (never when it has none). */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The arguments `apiPath` takes for a template: none without params, every param (and only those) with them. */
export type PathArgs<Path extends string> = [PathParams<Path>] extends [never]
  ? []
  : [params: Record<PathParams<Path>, string>];

/** A template with its params filled in, each percent-encoded (an id never changes the path's shape). */
export function apiPath<Path extends string>(template: Path, ...args: PathArgs<Path>): string {
  const params = (args[0] ?? {}) as Record<string, string>;
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: ${template} needs :${name}`);
    return encodeURIComponent(value);
  });
}
