/** Enrolments (issue 11 §5): one row per user and course, read per school (and its sub-schools). */
import type { EnrolmentStatus, LanguageCode } from '@portico/core';
import { localizeCourses } from '../../repositories/catalog-texts.ts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

const PUBLISHED = 1;

export function findEnrolment(db: Kysely<Database>, userId: string, schoolId: string, courseId: string) {
  return db
    .selectFrom('enrolments')
    .select(['progress', 'enrolled_at', 'last_resource_id'])
    .where('user_id', '=', userId)
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
}

/** Whether the user bought this course of this school (issue 23 item 3: `course_purchases`). */
export async function hasPurchase(db: Kysely<Database>, schoolId: string, userId: string, courseId: string) {
  const row = await db
    .selectFrom('course_purchases')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewEnrolment {
  schoolId: string;
  userId: string;
  courseId: string;
  /** The admin who enrolled the user (issue 23 item 3); absent when the learner enrolled themself. */
  grantedBy?: string;
}

/**
 * Enrols users; a pair already enrolled changes nothing (the unique (user_id, course_id) constraint makes a double
 * click or two concurrent requests one row). Answers the pairs that were new.
 */
export async function enrol(db: Kysely<Database>, input: NewEnrolment | NewEnrolment[]) {
  const list = Array.isArray(input) ? input : [input];
  if (list.length === 0) return [];
  const now = new Date().toISOString();
  return db
    .insertInto('enrolments')
    .values(
      list.map((entry) => ({
        id: newId(),
        school_id: entry.schoolId,
        user_id: entry.userId,
        course_id: entry.courseId,
        progress: 0,
        enrolled_at: now,
        last_studied_at: null,
        completed_at: null,
        granted_by: entry.grantedBy ?? null,
      })),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .returning(['user_id', 'course_id'])
    .execute();
}

function enrolmentsOf(db: Kysely<Database>, userId: string, schoolIds: readonly string[]) {
  return db
    .selectFrom('enrolments')
    .innerJoin('courses', (join) =>
      join
        .onRef('courses.id', '=', 'enrolments.course_id')
        .onRef('courses.school_id', '=', 'enrolments.school_id'),
    )
    .innerJoin('schools', 'schools.id', 'enrolments.school_id')
    .where('enrolments.user_id', '=', userId)
    .where('enrolments.school_id', 'in', schoolIds)
    .where('courses.status', '=', PUBLISHED);
}

/**
 * The user's enrolments in these schools, most recently studied first (never-studied ones by enrolment time).
 * `inProgress` keeps only unfinished courses (the personal space's "courses in progress"); `status` is the
 * learning center's filter on the stored completion (issue 23: in progress = not completed yet).
 */
export async function listEnrolments(
  db: Kysely<Database>,
  input: {
    userId: string;
    schoolIds: readonly string[];
    page: number;
    pageSize: number;
    inProgress?: boolean;
    status?: EnrolmentStatus;
    /** Issue 23 item 8: course texts in this language (else the rows' own). */
    lang?: LanguageCode;
  },
) {
  if (input.schoolIds.length === 0) return { rows: [], total: 0 };
  let base = enrolmentsOf(db, input.userId, input.schoolIds);
  if (input.inProgress) base = base.where('enrolments.progress', '<', 100);
  if (input.status === 'in-progress') base = base.where('enrolments.completed_at', 'is', null);
  if (input.status === 'completed') base = base.where('enrolments.completed_at', 'is not', null);
  const [rows, total] = await Promise.all([
    base
      .selectAll('courses')
      .select([
        'enrolments.id as enrolment_id',
        'enrolments.progress',
        'enrolments.enrolled_at',
        'enrolments.last_studied_at',
        'enrolments.completed_at',
        'schools.name as school_name',
        'schools.name_en as school_name_en',
      ])
      .orderBy((eb) => eb.fn.coalesce('enrolments.last_studied_at', 'enrolments.enrolled_at'), 'desc')
      .orderBy('enrolments.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return {
    rows: input.lang ? await localizeCourses(db, rows, input.lang) : rows,
    total: Number(total?.n ?? 0),
  };
}

export type EnrolmentRow = Awaited<ReturnType<typeof listEnrolments>>['rows'][number];
