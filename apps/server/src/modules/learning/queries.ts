/** Reads of course learning (issue 23): outline, one resource, the viewer's state, summary and archive. */
import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import { localizeCourseNames } from '../../repositories/catalog-texts.ts';
import type { Database } from '../../db/schema.ts';
import { preparedQuery } from '../../db/prepared.ts';

const PUBLISHED = 1;

/** Chapters of a course of one school, in order. */
export function chaptersOf(db: Kysely<Database>, schoolId: string, courseId: string) {
  return chapterRows.execute(db, schoolId, courseId);
}

// The outline's reads (every course page and learning view) are compiled once (db/prepared.ts).
const chapterRows = preparedQuery(2, (db, schoolId: string, courseId: string) =>
  db
    .selectFrom('course_chapters')
    .select(['id', 'title', 'sort', 'release_at', 'prerequisite_chapter_id'])
    .where('school_id', '=', schoolId)
    .where('course_id', '=', courseId)
    // Issue 25: a chapter a publish removed leaves the outline.
    .where('status', '=', PUBLISHED)
    .orderBy('sort')
    .orderBy('id'),
);

/** Published resources of a course of one school, in chapter order then resource order. */
export function resourcesOf(db: Kysely<Database>, schoolId: string, courseId: string) {
  return resourceRows.execute(db, schoolId, courseId);
}

const resourceRows = preparedQuery(2, (db, schoolId: string, courseId: string) =>
  db
    .selectFrom('course_resources')
    .innerJoin('course_chapters', 'course_chapters.id', 'course_resources.chapter_id')
    .selectAll('course_resources')
    .where('course_resources.school_id', '=', schoolId)
    .where('course_resources.course_id', '=', courseId)
    .where('course_resources.status', '=', PUBLISHED)
    .orderBy('course_chapters.sort')
    .orderBy('course_chapters.id')
    .orderBy('course_resources.sort')
    .orderBy('course_resources.id'),
);

/** A published application resource of a course of one school by its `appId` (spec §2 application-view). */
export function findApplication(
  db: Kysely<Database>,
  input: { schoolId: string; courseId: string; appId: string },
) {
  return db
    .selectFrom('course_resources')
    .selectAll()
    .where('school_id', '=', input.schoolId)
    .where('course_id', '=', input.courseId)
    .where('kind', '=', 'application')
    .where('app_id', '=', input.appId)
    .where('status', '=', PUBLISHED)
    .orderBy('id')
    .executeTakeFirst();
}

export type ChapterRow = Awaited<ReturnType<typeof chaptersOf>>[number];
export type ResourceRow = Awaited<ReturnType<typeof resourcesOf>>[number];

/** The viewer's state of every resource of a course. */
export function progressOf(db: Kysely<Database>, schoolId: string, userId: string, courseId: string) {
  return progressRows.execute(db, schoolId, userId, courseId);
}

const progressRows = preparedQuery(3, (db, schoolId: string, userId: string, courseId: string) =>
  db
    .selectFrom('resource_progress')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId),
);

export type ProgressRow = Awaited<ReturnType<typeof progressOf>>[number];

export function enrolmentOf(db: Kysely<Database>, schoolId: string, userId: string, courseId: string) {
  return enrolmentRow.takeFirst(db, schoolId, userId, courseId);
}

const enrolmentRow = preparedQuery(3, (db, schoolId: string, userId: string, courseId: string) =>
  db
    .selectFrom('enrolments')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId),
);

/** The viewer's viewings of one resource (an application's time on task, core applicationTimeOnTask). */
export async function viewingTimes(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; resourceId: string },
) {
  const rows = await db
    .selectFrom('learning_viewings')
    .select(['active_seconds', 'started_at', 'last_beat_at'])
    .where('school_id', '=', input.schoolId)
    .where('user_id', '=', input.userId)
    .where('resource_id', '=', input.resourceId)
    .execute();
  return rows.map((row) => ({
    activeSeconds: row.active_seconds,
    startedAt: row.started_at,
    lastBeatAt: row.last_beat_at,
  }));
}

export type EnrolmentStateRow = NonNullable<Awaited<ReturnType<typeof enrolmentOf>>>;

/** Study seconds per UTC day since `fromDay` (inclusive), in the given schools. */
export function studyDaysSince(
  db: Kysely<Database>,
  userId: string,
  schoolIds: readonly string[],
  fromDay: string,
) {
  return db
    .selectFrom('study_days')
    .select(['day', (eb) => eb.fn.sum<number | string>('seconds').as('seconds')])
    .where('user_id', '=', userId)
    .where('school_id', 'in', schoolIds)
    .where('day', '>=', fromDay)
    .groupBy('day')
    .execute();
}

/** Every day with study (for the streak), newest first. */
export function studiedDays(db: Kysely<Database>, userId: string, schoolIds: readonly string[]) {
  return db
    .selectFrom('study_days')
    .select('day')
    .distinct()
    .where('user_id', '=', userId)
    .where('school_id', 'in', schoolIds)
    .where('seconds', '>', 0)
    .orderBy('day', 'desc')
    .limit(400)
    .execute();
}

export async function totalStudySeconds(db: Kysely<Database>, userId: string, schoolIds: readonly string[]) {
  const row = await db
    .selectFrom('study_days')
    .select((eb) => eb.fn.sum<number | string>('seconds').as('seconds'))
    .where('user_id', '=', userId)
    .where('school_id', 'in', schoolIds)
    .executeTakeFirst();
  return Number(row?.seconds ?? 0);
}

export async function enrolmentCounts(db: Kysely<Database>, userId: string, schoolIds: readonly string[]) {
  const rows = await db
    .selectFrom('enrolments')
    .innerJoin('courses', (join) =>
      join
        .onRef('courses.id', '=', 'enrolments.course_id')
        .onRef('courses.school_id', '=', 'enrolments.school_id'),
    )
    .select([
      (eb) =>
        eb.fn
          .sum<number | string>(
            eb.case().when('enrolments.completed_at', 'is not', null).then(1).else(0).end(),
          )
          .as('completed'),
      (eb) => eb.fn.countAll<number | string>().as('all'),
    ])
    .where('enrolments.user_id', '=', userId)
    .where('enrolments.school_id', 'in', schoolIds)
    .where('courses.status', '=', PUBLISHED)
    .executeTakeFirst();
  const completed = Number(rows?.completed ?? 0);
  return { completed, inProgress: Number(rows?.all ?? 0) - completed };
}

function completionsOf(db: Kysely<Database>, userId: string, schoolIds: readonly string[]) {
  return db
    .selectFrom('course_completions')
    .innerJoin('courses', (join) =>
      join
        .onRef('courses.id', '=', 'course_completions.course_id')
        .onRef('courses.school_id', '=', 'course_completions.school_id'),
    )
    .where('course_completions.user_id', '=', userId)
    .where('course_completions.school_id', 'in', schoolIds);
}

/** The viewer's completion records (archive), newest first, with totals over all of them. */
export async function listCompletions(
  db: Kysely<Database>,
  input: {
    userId: string;
    schoolIds: readonly string[];
    page: number;
    pageSize: number | null;
    /** Issue 23 item 8: course names in this language (else the rows' own). */
    lang?: LanguageCode;
  },
) {
  if (input.schoolIds.length === 0) return { rows: [], total: 0, totalSeconds: 0 };
  const base = completionsOf(db, input.userId, input.schoolIds);
  let rowsQuery = base
    .selectAll('course_completions')
    .select('courses.name as course_name')
    .orderBy('course_completions.completed_at', 'desc')
    .orderBy('course_completions.id', 'desc');
  if (input.pageSize !== null) {
    rowsQuery = rowsQuery.limit(input.pageSize).offset((input.page - 1) * input.pageSize);
  }
  const [rows, totals] = await Promise.all([
    rowsQuery.execute(),
    base
      .select([
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.sum<number | string>('course_completions.study_seconds').as('seconds'),
      ])
      .executeTakeFirst(),
  ]);
  const named = input.lang
    ? await localizeCourseNames(db, rows, input.lang, (row) => ({
        courseId: row.course_id,
        schoolId: row.school_id,
      }))
    : rows;
  return { rows: named, total: Number(totals?.n ?? 0), totalSeconds: Number(totals?.seconds ?? 0) };
}

export type CompletionRow = Awaited<ReturnType<typeof listCompletions>>['rows'][number];

/** One completion record of the viewer (the certificate), with the course's and school's names. */
export function findCompletion(db: Kysely<Database>, userId: string, completionId: string) {
  return db
    .selectFrom('course_completions')
    .innerJoin('courses', 'courses.id', 'course_completions.course_id')
    .innerJoin('schools', 'schools.id', 'course_completions.school_id')
    .selectAll('course_completions')
    .select([
      'courses.name as course_name',
      'schools.name as school_name',
      'schools.name_en as school_name_en',
    ])
    .where('course_completions.user_id', '=', userId)
    .where('course_completions.id', '=', completionId)
    .executeTakeFirst();
}
