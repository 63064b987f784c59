/**
 * Spec §2 tenant resolution: which school (and sub-school) a URL names.
 */

/** Spec §2 "The school id is 19 digits/characters in routes"; §5 "Sub-school id must be 19 characters". */
export const SCHOOL_ID_LENGTH = 19;

/** The same rule as a JSON-schema pattern (route schemas of the server and the wire contract). */
export const SCHOOL_ID_PATTERN = '^[0-9]{19}$';

const SCHOOL_ID_RE = new RegExp(SCHOOL_ID_PATTERN);

/** Spec §2 / §7: query keys naming the school, in order ("Some requests rename schoolId to tenantId"). */
export const TENANT_QUERY_KEYS = ['tenantId', 'tenant_id', 'schoolId'] as const;

/** Spec §7 headers naming the school (`tenantId`, `School-Id`), lower-cased as HTTP servers see them. */
export const TENANT_HEADER_KEYS = ['tenantid', 'school-id'] as const;

/** Spec §2 / §5: exactly 19 characters, all digits (our ids are 19-digit strings). */
export function isSchoolId(x: unknown): x is string {
  return typeof x === 'string' && SCHOOL_ID_RE.test(x);
}

/** Path segments including the empty one before the leading slash: '/portal/1' → ['', 'portal', '1']. */
function rawSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/');
}

/**
 * Spec §2 "It is read from query tenantId, tenant_id or schoolId, else from local storage, else from the second
 * path segment" (`/portal/{schoolId}` → schoolId). Candidates that are not 19-digit ids are skipped.
 */
export function resolveSchoolId(input: {
  pathname: string;
  query: URLSearchParams;
  stored?: string | null;
}): string | null {
  const candidates = [
    ...TENANT_QUERY_KEYS.map((key) => input.query.get(key)),
    input.stored ?? null,
    rawSegments(input.pathname)[2] ?? null,
  ];
  for (const c of candidates) if (isSchoolId(c)) return c;
  return null;
}

/**
 * Spec §2 "The sub-school id is read from query subSchoolId or from a path segment when it is 19 characters long
 * (fourth segment in the iadmin-style paths, fifth in the portal sub-school path)". Segments are counted on
 * `pathname.split('/')` (so the leading empty string is the first): `/iadmin/{schoolId}/{subSchoolId}/…` and
 * `/portal/{schoolId}/sub-school/{subSchoolId}`. In addition, the sub-school management route of the route table
 * (`/iadmin/{subSchoolId}/sub-college-management/…`) yields its id.
 */
export function resolveSubSchoolId(input: { pathname: string; query: URLSearchParams }): string | null {
  const fromQuery = input.query.get('subSchoolId');
  if (isSchoolId(fromQuery)) return fromQuery;
  const seg = rawSegments(input.pathname);
  if (seg[1] === 'iadmin') {
    if (isSchoolId(seg[3])) return seg[3];
    if (seg[3] === 'sub-college-management' && isSchoolId(seg[2])) return seg[2];
  }
  if (seg[1] === 'portal' && seg[3] === 'sub-school' && isSchoolId(seg[4])) return seg[4];
  return null;
}
