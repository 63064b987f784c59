/**
 * What the results page searches for: the keyword the server normalised into the bootstrap, the `page` and
 * `categoryId` of the URL, and the category chosen in the mega-menu (localStorage `portico_search_category`,
 * `{ id, title, schoolId }`), which stays as a removable filter until the user removes it.
 */
import type { Category, ShellBootstrap } from '@portico/core';
import { safeStorage } from '@/lib/auth-storage.ts';

export const CATEGORY_KEY = 'portico_search_category';
/** Ids are 19 digits (contracts §4); anything else in the URL is ignored rather than answered with a 400. */
const ID_RE = /^\d{19}$/;
/** The server's bound on `page` (10 000 pages of results is far beyond any real search). */
const MAX_PAGE = 10_000;

export interface CategoryFilter {
  id: string;
  title: string | null;
}

export function readStoredCategory(schoolId: string): CategoryFilter | null {
  try {
    const v = JSON.parse(safeStorage()?.getItem(CATEGORY_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!v || v.schoolId !== schoolId || typeof v.id !== 'string' || !ID_RE.test(v.id)) return null;
    return { id: v.id, title: typeof v.title === 'string' ? v.title : null };
  } catch {
    return null;
  }
}

export function clearStoredCategory(): void {
  safeStorage()?.removeItem(CATEGORY_KEY);
}

function findTitle(categories: Category[], id: string): string | null {
  for (const c of categories) {
    if (c.id === id) return c.title;
    const found = findTitle([...c.children, ...c.terms], id);
    if (found) return found;
  }
  return null;
}

export function searchQuery(b: ShellBootstrap) {
  const params = new URLSearchParams(b.url.split('?')[1] ?? '');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const categoryId = params.get('categoryId') ?? '';
  return {
    keyword: b.page.kind === 'search' ? b.page.keyword : '',
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    categoryId: ID_RE.test(categoryId) ? categoryId : null,
  };
}

/** The URL's category wins over the stored one; its title comes from storage or the bootstrap's category tree. */
export function activeCategory(
  b: ShellBootstrap,
  fromUrl: string | null,
  stored: CategoryFilter | null,
): CategoryFilter | null {
  if (!fromUrl) return stored;
  return { id: fromUrl, title: stored?.id === fromUrl ? stored.title : findTitle(b.categories, fromUrl) };
}
