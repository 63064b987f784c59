/** Issue 27: the data of a page's rows — courses, lecturers, exams — of one school, published items only. */
import { type CourseRowSource } from '@portico/core';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

const PUBLISHED = 1;

export async function courseRow(
  db: Kysely<Database>,
  schoolId: string,
  row: { source: CourseRowSource; categoryId?: string; courseIds?: readonly string[]; limit: number },
) {
  let query = db
    .selectFrom('courses')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('status', '=', PUBLISHED);
  switch (row.source) {
    case 'picked': {
      const ids = row.courseIds ?? [];
      if (ids.length === 0) return [];
      const rows = await query.where('id', 'in', [...ids]).execute();
      // In the admin's order; a hand-picked course that was removed or unpublished just drops out.
      return ids.flatMap((id) => rows.filter((r) => r.id === id)).slice(0, row.limit);
    }
    case 'category':
      query = query.where('category_id', '=', row.categoryId ?? '');
      break;
    case 'mostViewed':
      query = query.orderBy('view_count', 'desc');
      break;
    case 'latest':
      break;
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(row.limit).execute();
}

/** The lecturers of the school's published courses, most courses first. */
export async function lecturerRow(db: Kysely<Database>, schoolId: string, limit: number) {
  return db
    .selectFrom('course_lecturers as cl')
    .innerJoin('courses as c', (join) =>
      join.onRef('c.id', '=', 'cl.course_id').onRef('c.school_id', '=', 'cl.school_id'),
    )
    .innerJoin('users as u', 'u.id', 'cl.user_id')
    .select(['u.id', 'u.nick_name', 'u.real_name', 'u.avatar_url'])
    .select((eb) => eb.fn.count<number>('c.id').as('courses'))
    .where('cl.school_id', '=', schoolId)
    .where('c.status', '=', PUBLISHED)
    .groupBy(['u.id', 'u.nick_name', 'u.real_name', 'u.avatar_url'])
    .orderBy('courses', 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** Published exams of the school that have not closed, newest first. */
export async function examRow(db: Kysely<Database>, schoolId: string, limit: number, now: Date) {
  return db
    .selectFrom('exams')
    .select(['id', 'title', 'closes_at'])
    .where('school_id', '=', schoolId)
    .where('published', '=', PUBLISHED)
    .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', now.toISOString())]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The viewer's learning at a glance (the learning-center summary module). */
/** A signed-in viewer's learning-summary module reads these two on every home: compiled once (db/prepared.ts). */
const enrolmentCounts = preparedQuery(2, (db, schoolId: string, userId: string) =>
  db
    .selectFrom('enrolments')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('completed_at').as('completed'),
    ])
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId),
);
const studySeconds = preparedQuery(2, (db, schoolId: string, userId: string) =>
  db
    .selectFrom('study_days')
    .select((eb) => eb.fn.sum<number>('seconds').as('seconds'))
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId),
);

export async function learningSummary(db: Kysely<Database>, schoolId: string, userId: string) {
  const [enrolments, seconds] = await Promise.all([
    enrolmentCounts.takeFirst(db, schoolId, userId),
    studySeconds.takeFirst(db, schoolId, userId),
  ]);
  const total = Number(enrolments?.total ?? 0);
  const completed = Number(enrolments?.completed ?? 0);
  return { inProgress: total - completed, completed, studySeconds: Number(seconds?.seconds ?? 0) };
}
