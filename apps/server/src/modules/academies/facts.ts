/**
 * What an academy record shows besides the school row (spec §3): member headcount, published course count, the
 * newest published course, and the first sub-schools with their total. Each is one grouped or windowed query for
 * a whole page of schools (never one query per school), the same SQL on SQLite (≥ 3.25) and PostgreSQL.
 */
import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { ACTIVE } from '../members/queries.ts';
import { localizeCourseNames } from '../../repositories/catalog-texts.ts';
import type { SchoolRecord } from '../../repositories/schools.ts';
import { visibleTo } from './queries.ts';

const PUBLISHED = 1;

export interface SchoolFacts {
  headcount: number;
  courses: number;
  newestCourseName: string | null;
}

export const NO_FACTS: SchoolFacts = { headcount: 0, courses: 0, newestCourseName: null };

export async function loadFacts(
  db: Kysely<Database>,
  ids: string[],
  lang?: LanguageCode | null,
): Promise<Map<string, SchoolFacts>> {
  const facts = new Map<string, SchoolFacts>();
  if (!ids.length) return facts;
  const [members, newest] = await Promise.all([
    db
      .selectFrom('memberships')
      .select((eb) => ['memberships.school_id', eb.fn.countAll<number | string>().as('n')])
      .where('memberships.school_id', 'in', ids)
      .where('memberships.status', '=', ACTIVE)
      .groupBy('memberships.school_id')
      .execute(),
    // Per school: the newest published course (row 1) and the number of published courses.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('courses')
          .select((e) => [
            'courses.school_id',
            'courses.id',
            'courses.name',
            e.fn
              .agg<number>('row_number', [])
              .over((over) =>
                over
                  .partitionBy('courses.school_id')
                  .orderBy('courses.created_at', 'desc')
                  .orderBy('courses.id', 'desc'),
              )
              .as('position'),
            e.fn
              .countAll<number | string>()
              .over((over) => over.partitionBy('courses.school_id'))
              .as('n'),
          ])
          .where('courses.school_id', 'in', ids)
          .where('courses.status', '=', PUBLISHED)
          .as('ranked'),
      )
      .select(['ranked.school_id', 'ranked.id', 'ranked.name as course_name', 'ranked.n'])
      .where('ranked.position', '=', 1)
      .execute(),
  ]);
  // Issue 23 item 8: the newest course's name in the page language.
  const courses = lang
    ? await localizeCourseNames(db, newest, lang, (row) => ({ courseId: row.id, schoolId: row.school_id }))
    : newest;
  const of = (id: string) => facts.get(id) ?? { ...NO_FACTS };
  for (const row of members) facts.set(row.school_id, { ...of(row.school_id), headcount: Number(row.n) });
  for (const row of courses) {
    facts.set(row.school_id, {
      ...of(row.school_id),
      courses: Number(row.n),
      newestCourseName: row.course_name,
    });
  }
  return facts;
}

export interface ChildrenOf {
  records: SchoolRecord[];
  total: number;
}

/**
 * The first `limit` visible sub-schools of each parent (oldest first, like the sub-school list) and how many
 * there are. Row 1 of every parent is always fetched, so the total is known even when `limit` is 0.
 */
export async function loadChildren(
  db: Kysely<Database>,
  parentIds: string[],
  viewer: Viewer | null,
  limit: number,
): Promise<Map<string, ChildrenOf>> {
  const children = new Map<string, ChildrenOf>();
  if (!parentIds.length) return children;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('schools')
        .selectAll('schools')
        .select((e) => [
          e.fn
            .agg<number>('row_number', [])
            .over((over) =>
              over.partitionBy('schools.parent_id').orderBy('schools.created_at').orderBy('schools.id'),
            )
            .as('position'),
          e.fn
            .countAll<number | string>()
            .over((over) => over.partitionBy('schools.parent_id'))
            .as('sibling_count'),
        ])
        .where('schools.parent_id', 'in', parentIds)
        .where((e) => visibleTo(e, viewer))
        .as('children'),
    )
    .selectAll('children')
    .where((eb) => eb.or([eb('children.position', '<=', limit), eb('children.position', '=', 1)]))
    .orderBy('children.parent_id')
    .orderBy('children.position')
    .execute();
  for (const { position, sibling_count: siblings, ...school } of rows) {
    const parentId = school.parent_id ?? '';
    const entry = children.get(parentId) ?? { records: [], total: Number(siblings) };
    if (Number(position) <= limit) entry.records.push(school);
    children.set(parentId, entry);
  }
  return children;
}
