/**
 * What a lecturer picks from (issue 26): the school's members to add to a class, and the school's published
 * courses and exams to assign. A keyword matches inside a name or account, case-insensitively (SQLite lowers ASCII
 * only), with LIKE's wildcards escaped; a short list, the form asks for more letters.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ACTIVE } from '../../repositories/roles.ts';
import type { SchoolRow } from '../../repositories/schools.ts';

const LIMIT = 20;
const pattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeOf = (column: string, keyword: string) =>
  sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern(keyword)} escape '\\'`;

export function memberCandidates(db: Kysely<Database>, school: SchoolRow, keyword: string) {
  const schools = school.parent_id ? [school.id, school.parent_id] : [school.id];
  let query = db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.real_name', 'users.nick_name', 'users.email', 'users.mobile'])
    .distinct()
    .where('memberships.school_id', 'in', schools)
    .where('memberships.status', '=', ACTIVE);
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        likeOf('users.real_name', keyword),
        likeOf('users.nick_name', keyword),
        likeOf('users.email', keyword),
        likeOf('users.mobile', keyword),
      ]),
    );
  }
  return query.orderBy('users.id').limit(LIMIT).execute();
}

export async function assignables(db: Kysely<Database>, schoolId: string, keyword: string) {
  let courses = db
    .selectFrom('courses')
    .select(['id', 'name as title'])
    .where('school_id', '=', schoolId)
    .where('status', '=', 1);
  let exams = db
    .selectFrom('exams')
    .select(['id', 'title'])
    .where('school_id', '=', schoolId)
    .where('published', '=', 1);
  if (keyword) {
    courses = courses.where(likeOf('name', keyword));
    exams = exams.where(likeOf('title', keyword));
  }
  const [courseRows, examRows] = await Promise.all([
    courses.orderBy('id').limit(LIMIT).execute(),
    exams.orderBy('id').limit(LIMIT).execute(),
  ]);
  return [
    ...courseRows.map((row) => ({ kind: 'course' as const, id: row.id, title: row.title })),
    ...examRows.map((row) => ({ kind: 'exam' as const, id: row.id, title: row.title })),
  ];
}
