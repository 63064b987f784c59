/**
 * What a class report reads (issue 26 item 4), in a fixed number of queries whatever the class's size: the
 * members, the assignments, the enrolments of the members in the assigned courses and their attempts at the
 * assigned exams. The last two select the members through a sub-query on `class_members`, so no list of ids
 * travels (no parameter limit, no batches). Progress is the enrolment's stored number — never recomputed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The class's current members (`removed_at` null), as a sub-query. */
const currentMemberIds = (db: Db, schoolId: string, classId: string) =>
  db
    .selectFrom('class_members')
    .select('class_members.user_id')
    .where('class_members.school_id', '=', schoolId)
    .where('class_members.class_id', '=', classId)
    .where('class_members.removed_at', 'is', null);

/** The stored enrolment of each member in each assigned course. */
export function memberEnrolments(db: Db, schoolId: string, classId: string, courseIds: string[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolments')
    .select(['user_id', 'course_id', 'progress', 'completed_at', 'last_studied_at', 'enrolled_at'])
    .where('school_id', '=', schoolId)
    .where('course_id', 'in', courseIds)
    .where('user_id', 'in', currentMemberIds(db, schoolId, classId))
    .execute();
}
export type EnrolmentFact = Awaited<ReturnType<typeof memberEnrolments>>[number];

/** Every attempt of each member at each assigned exam (the best percent is taken as the exam info takes it). */
export function memberAttempts(db: Db, schoolId: string, classId: string, examIds: string[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('exam_attempts')
    .select([
      'user_id',
      'exam_id',
      'state',
      'score_x100',
      'max_score_x100',
      'passed',
      'started_at',
      'submitted_at',
    ])
    .where('school_id', '=', schoolId)
    .where('exam_id', 'in', examIds)
    .where('user_id', 'in', currentMemberIds(db, schoolId, classId))
    .execute();
}
export type AttemptFact = Awaited<ReturnType<typeof memberAttempts>>[number];
