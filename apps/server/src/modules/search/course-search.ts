/**
 * Course search (contracts §6): one query path for both engines — only the keyword part comes from
 * ./engine-sql.ts. Filters by school (and sub-schools), published status and category subtree; ranks by the
 * field that matched, then newest; pages in SQL, with a separate count query (skipped when a partly filled
 * page already tells the total).
 */
import { sql, type Kysely } from 'kysely';
import type { DbEngine } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { canViewSchoolContent } from '../../auth/school-access.ts';
import { visibleSubSchoolIds } from '../../repositories/schools.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { CourseRow } from '../courses/queries.ts';
import { keywordSql } from './engine-sql.ts';

const PUBLISHED = 1;

export interface CourseSearch {
  schoolIds: string[];
  /** The category and its descendants; null for no category filter. */
  categoryIds: string[] | null;
  /** Normalised keyword; '' with a category lists the category's courses. */
  keyword: string;
  page: number;
  pageSize: number;
}

/** A course row (every column) with its category title. */
export type SearchHitRow = CourseRow & { category_title: string | null };

/** The page query and the count query of a search (exported so the benchmark can EXPLAIN them). */
export function searchSql(engine: DbEngine, search: CourseSearch) {
  const match = keywordSql(engine, search.keyword, search.schoolIds);
  const where = sql.join(
    [
      sql`c.school_id IN (${sql.join(search.schoolIds)})`,
      sql`c.status = ${PUBLISHED}`,
      ...(search.categoryIds ? [sql`c.category_id IN (${sql.join(search.categoryIds)})`] : []),
      match.where,
    ],
    sql` AND `,
  );
  return {
    page: sql<SearchHitRow & { match_rank: number }>`
      SELECT c.*, cat.title AS category_title, ${match.rank} AS match_rank
      FROM ${match.from}
      WHERE ${where}
      ORDER BY match_rank, c.created_at DESC, c.id DESC
      LIMIT ${search.pageSize} OFFSET ${(search.page - 1) * search.pageSize}`,
    count: sql<{ total: number }>`SELECT count(*) AS total FROM ${match.from} WHERE ${where}`,
  };
}

export async function searchCourses(
  db: Kysely<Database>,
  engine: DbEngine,
  search: CourseSearch,
): Promise<{ rows: SearchHitRow[]; total: number }> {
  if (search.schoolIds.length === 0 || search.categoryIds?.length === 0) return { rows: [], total: 0 };
  const queries = searchSql(engine, search);
  const { rows } = await queries.page.execute(db);
  // A partly filled page is the last one, so it tells the total; only a full or empty page needs the count.
  const offset = (search.page - 1) * search.pageSize;
  if (rows.length > 0 && rows.length < search.pageSize) return { rows, total: offset + rows.length };
  const count = await queries.count.execute(db);
  return { rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** The school plus those of its sub-schools the viewer may see (a closed sub-school stays closed). */
export async function searchableSchoolIds(
  db: Kysely<Database>,
  schoolId: string,
  viewer: Viewer | null,
  includeSubSchools: boolean,
): Promise<string[]> {
  if (!includeSubSchools) return [schoolId];
  return [schoolId, ...(await visibleSubSchoolIds(db, schoolId, (sub) => canViewSchoolContent(sub, viewer)))];
}

/** `categoryId` and all its descendants among these schools' categories; [] when it is not one of them. */
export async function categorySubtree(
  db: Kysely<Database>,
  schoolIds: string[],
  categoryId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'parent_id'])
    .where('school_id', 'in', schoolIds)
    .execute();
  if (!rows.some((row) => row.id === categoryId)) return [];
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (row.parent_id) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row.id]);
  }
  const subtree = new Set([categoryId]);
  for (const id of subtree) for (const child of children.get(id) ?? []) subtree.add(child);
  return [...subtree];
}
