/**
 * The academy lists of the school switcher (contracts §7), each paginated in SQL: one ordered LIMIT/OFFSET query
 * for the page and one COUNT over the same scope. Orders always end with the school id, so consecutive pages never
 * overlap or leave gaps. Closed schools are never listed publicly.
 */
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { ACTIVE } from '../members/queries.ts';
import type { SchoolRecord } from '../../repositories/schools.ts';
import { escapeLike } from '../../shared/sql-like.ts';

export const OPEN = '1';

/** Which rows of a list: LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

export interface SchoolPage {
  rows: SchoolRecord[];
  total: number;
}

/** `offset` (records already held) wins over `page`. */
export const pageWindow = (page: number, pageSize: number, offset?: number): PageWindow => ({
  limit: pageSize,
  offset: offset ?? (page - 1) * pageSize,
});

type SchoolScope = SelectQueryBuilder<Database, 'schools', object>;
type Order = Array<[column: string, direction: 'asc' | 'desc']>;

async function pageOf(scope: SchoolScope, order: Order, window: PageWindow): Promise<SchoolPage> {
  let ordered = scope.selectAll('schools');
  for (const [column, direction] of order) ordered = ordered.orderBy(sql.ref(column), direction);
  const [rows, count] = await Promise.all([
    ordered.limit(window.limit).offset(window.offset).execute(),
    scope.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

const BY_AGE: Order = [
  ['schools.created_at', 'asc'],
  ['schools.id', 'asc'],
];

/** Open schools, plus closed ones the viewer belongs to (directly or through the parent school). */
export function visibleTo(eb: ExpressionBuilder<Database, 'schools'>, viewer: Viewer | null) {
  const memberOf = viewer ? [...viewer.memberSchoolIds] : [];
  const open = eb('schools.open_school', '=', OPEN);
  // A closed (archived) sub-school is in no list (console-schools/sub-schools.ts).
  const inUse = eb('schools.closed_at', 'is', null);
  return eb.and([inUse, memberOf.length ? eb.or([open, eb('schools.id', 'in', memberOf)]) : open]);
}

const directSchoolsOf = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('memberships')
    .select('memberships.school_id')
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', ACTIVE);

/** The viewer's joined first-level schools, most recently joined first. */
export function joinedSchools(db: Kysely<Database>, userId: string, window: PageWindow) {
  const scope = db
    .selectFrom('schools')
    .innerJoin('memberships', 'memberships.school_id', 'schools.id')
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', ACTIVE)
    .where('schools.parent_id', 'is', null);
  return pageOf(scope, [['memberships.joined_at', 'desc'], ...BY_AGE], window);
}

/** Open schools of the alliances the viewer's schools belong to, except the ones the viewer already joined. */
export function allianceSchools(db: Kysely<Database>, userId: string, window: PageWindow) {
  const allied = db
    .selectFrom('alliance_schools as theirs')
    .innerJoin('alliance_schools as ours', 'ours.alliance_id', 'theirs.alliance_id')
    .select('theirs.school_id')
    .where('ours.school_id', 'in', directSchoolsOf(db, userId));
  const scope = db
    .selectFrom('schools')
    .where('schools.open_school', '=', OPEN)
    .where('schools.id', 'in', allied)
    .where('schools.id', 'not in', directSchoolsOf(db, userId));
  return pageOf(scope, BY_AGE, window);
}

/**
 * Spec §2 "my academies (joined, visited public)", §7 "Visited public": open, public schools the viewer visited and
 * has not joined, most recent visit first. A joined school is already in the joined list (counting it twice
 * inflated the count that decides the switcher's tabs, issue 22 item 2), and a school that is not public (the O3
 * community) is never a "visited public" school.
 */
export function visitedSchools(db: Kysely<Database>, userId: string, window: PageWindow) {
  const scope = db
    .selectFrom('schools')
    .innerJoin('visited_schools', 'visited_schools.school_id', 'schools.id')
    .where('visited_schools.user_id', '=', userId)
    .where('schools.open_school', '=', OPEN)
    .where('schools.is_public', '=', 1)
    .where('schools.closed_at', 'is', null)
    .where('schools.id', 'not in', directSchoolsOf(db, userId));
  return pageOf(scope, [['visited_schools.visited_at', 'desc'], ...BY_AGE], window);
}

/**
 * Public academies: open, public (`is_public`) first-level schools, optionally filtered by a keyword matched
 * case-insensitively (`lower(…) LIKE lower(…)`, the same SQL on both engines) against name and description.
 */
export function publicSchools(db: Kysely<Database>, keyword: string | null, window: PageWindow) {
  let scope = db
    .selectFrom('schools')
    .where('schools.parent_id', 'is', null)
    .where('schools.open_school', '=', OPEN)
    .where('schools.is_public', '=', 1);
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    const like = (column: string) =>
      sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) LIKE lower(${pattern}) ESCAPE '\\'`;
    scope = scope.where((eb) => eb.or([like('schools.name'), like('schools.description')]));
  }
  return pageOf(scope, BY_AGE, window);
}

/** Sub-schools of one parent the viewer may see, in the order of the parents' childrenPage. */
export function subSchools(
  db: Kysely<Database>,
  parentId: string,
  viewer: Viewer | null,
  window: PageWindow,
) {
  const scope = db
    .selectFrom('schools')
    .where('schools.parent_id', '=', parentId)
    .where((eb) => visibleTo(eb, viewer));
  return pageOf(scope, BY_AGE, window);
}
