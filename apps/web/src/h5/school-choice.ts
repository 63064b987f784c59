/**
 * Which school and language the mobile page must be served for, in spec §2's order: the hash's query, the page's
 * query, then local storage. The server saw only the page's query; when the hash or storage names something else,
 * the page is asked for again with it in the query — once: a query that already says so is never replaced.
 */
import { parseH5Hash, TENANT_QUERY_KEYS } from '@portico/core';
import type { H5Data } from './data.ts';

export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The URL to load instead of this page, or null to stay. */
export function reloadTarget(
  location: PageLocation,
  served: Pick<H5Data, 'lang' | 'schoolSource'> & { schoolId: string | null },
  storedSchool: string | null,
): string | null {
  const hash = parseH5Hash(location.hash);
  const query = new URLSearchParams(location.search);
  const named = TENANT_QUERY_KEYS.map((key) => query.get(key));
  const school = hash.schoolId ?? (served.schoolSource === 'query' ? null : storedSchool);
  const changeSchool = school !== null && school !== served.schoolId && !named.includes(school);
  const changeLang = hash.lang !== null && hash.lang !== served.lang && query.get('sxz-lang') !== hash.lang;
  if (!changeSchool && !changeLang) return null;
  if (changeSchool) {
    for (const key of TENANT_QUERY_KEYS) query.delete(key);
    query.set('schoolId', school);
  }
  if (changeLang && hash.lang) query.set('sxz-lang', hash.lang);
  return `${location.pathname}?${query.toString()}${location.hash}`;
}
