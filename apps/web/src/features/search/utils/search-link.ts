import { portalSearchLink, type LanguageCode } from '@portico/core';
import type { SchoolInfo } from '@portico/contracts';

/**
 * The search route for a keyword (spec §2): keyword URL-encoded, activeIndex=-1, sxz-lang, and `catalogue=course`
 * in the O3 variant. `query` carries the results page's own params (categoryId, page).
 */
export function searchHref(
  school: Pick<SchoolInfo, 'id' | 'kind'>,
  lang: LanguageCode,
  keyword: string,
  query?: Record<string, string | number | null | undefined>,
): string {
  return portalSearchLink({
    schoolId: school.id,
    lang,
    keyword: keyword || null,
    catalogue: school.kind === 'o3' ? 'course' : null,
    query,
  });
}
