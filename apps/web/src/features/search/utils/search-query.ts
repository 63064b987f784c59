/**
 * What the results page searches for: the keyword the server normalised into the bootstrap and the `page` and
 * `categoryId` of the URL (as the server read them, when the bootstrap holds its results). The category chosen in
 * the mega-menu is in the URL too; it is also stored (localStorage `portico_search_category`, `{ id, title,
 * schoolId }`), which titles the category chip when the bootstrap's category tree does not know it.
 */
import type { Category, ShellBootstrap } from '@portico/contracts';
import { safeStorage } from '@/lib/auth-storage.ts';

const CATEGORY_KEY = 'portico_search_category';
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
  const keyword = b.page.kind === 'search' ? b.page.keyword : '';
  const results = b.page.kind === 'search' ? b.page.results : null;
  // The server's reading of the URL, so the query of the results is the one the bootstrap answered.
  if (results) return { keyword, page: results.page, categoryId: results.categoryId, results };
  const params = new URLSearchParams(b.url.split('?')[1] ?? '');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const categoryId = params.get('categoryId') ?? '';
  return {
    keyword,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    categoryId: ID_RE.test(categoryId) ? categoryId : null,
    results: null,
  };
}

/**
 * The URL's category filter, titled from the bootstrap's category tree (top and second level), else from the
 * stored category (third-level terms; read once mounted, as the server cannot see storage).
 */
export function activeCategory(
  b: ShellBootstrap,
  fromUrl: string | null,
  stored: CategoryFilter | null,
): CategoryFilter | null {
  if (!fromUrl) return null;
  return {
    id: fromUrl,
    title: findTitle(b.categories, fromUrl) ?? (stored?.id === fromUrl ? stored.title : null),
  };
}
