import type { Category } from '@portico/contracts';
import type { CategoryRow } from './queries.ts';

const leaf = (row: CategoryRow): Category => ({
  id: row.id,
  title: row.title,
  source: row.source,
  children: [],
  terms: [],
});

const childrenOf = (rows: CategoryRow[], parentId: string) =>
  rows.filter((row) => row.parent_id === parentId);

/** Top-level categories with their sub-categories (terms not included: they load on hover). */
export function presentTopCategories(rows: CategoryRow[]): Category[] {
  return rows
    .filter((row) => row.parent_id === null)
    .map((top) => ({ ...leaf(top), children: childrenOf(rows, top.id).map(leaf) }));
}

/** Sub-categories of one category, each with its terms (third level). */
export function presentChildCategories(rows: CategoryRow[], facetId: string): Category[] {
  return childrenOf(rows, facetId).map((child) => ({
    ...leaf(child),
    terms: childrenOf(rows, child.id).map(leaf),
  }));
}
