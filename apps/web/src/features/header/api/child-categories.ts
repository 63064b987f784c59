import { CATEGORIES_API_PATHS, apiPath } from '@portico/contracts';
import type { Category } from '@portico/contracts';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

/** Sub-categories already loaded, per top category id (spec §4: loaded once on hover, then reused). */
const cache = new Map<string, Category[]>();

export function cachedChildCategories(facetId: string): Category[] | undefined {
  return cache.get(facetId);
}

/**
 * `GET /api/category/v1/facets/first/child` (spec §7): the sub-categories of one top category, each with its
 * terms. Spec §8 "Category sub-fetch … fail: swallowed": a failure resolves to an empty list (not cached, so a
 * later hover tries again) and never runs the failed-auth handler.
 */
export async function loadChildCategories(facetId: string, schoolId: string): Promise<Category[]> {
  const hit = cache.get(facetId);
  if (hit) return hit;
  try {
    const data = await apiRequest<Category[]>(apiPath(CATEGORIES_API_PATHS.firstChild), {
      query: { facetId, schoolId, source: 0 },
      auth: false,
      // Issue 23 item 8: sub-category titles in the page's language, like the server-rendered top level.
      headers: pageLanguageHeader(),
    });
    const list = Array.isArray(data) ? data : [];
    cache.set(facetId, list);
    return list;
  } catch {
    return [];
  }
}

/** Tests only: a fresh page. */
export function clearChildCategoryCache(): void {
  cache.clear();
}
