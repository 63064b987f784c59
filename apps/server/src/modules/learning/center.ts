/**
 * The learning center's and archive's reads (issue 23 items 6 and 7), shared by their API routes and the pages'
 * bootstrap so both answer the same numbers: the study summary, how many courses each "my courses" filter holds,
 * learning tasks with their state, and one certificate of completion.
 */
import type { Certificate, EnrolmentCounts, LearningSummary, LearningTaskList } from '@portico/contracts';
import { taskState, type LanguageCode } from '@portico/core';
import { localizeCourseNames, localizeTasks } from '../../repositories/catalog-texts.ts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { positionTasksWithCourse } from '../ai/tasks.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { learningSchoolIds } from '../enrolments/policy.ts';
import { presentCompletion, presentSummary } from './presenter.ts';
import {
  enrolmentCounts,
  findCompletion,
  studiedDays,
  studyDaysSince,
  totalStudySeconds,
} from './queries.ts';

const SUMMARY_DAYS = 30;
const TASK_LIMIT = 100;

/** Study seconds per day over the last 30 days, streak, total, courses completed and in progress. */
export async function learningSummary(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer,
  now: Date,
): Promise<LearningSummary> {
  const schoolIds = await learningSchoolIds(db, school, viewer);
  const from = new Date(now.getTime() - (SUMMARY_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const [days, studied, totalSeconds, counts] = await Promise.all([
    studyDaysSince(db, viewer.userId, schoolIds, from),
    studiedDays(db, viewer.userId, schoolIds),
    totalStudySeconds(db, viewer.userId, schoolIds),
    enrolmentCounts(db, viewer.userId, schoolIds),
  ]);
  return presentSummary({ now, days, studied: studied.map((row) => row.day), totalSeconds, counts });
}

/** How many courses "in progress", "completed" and "all" list (the same filter as the enrolment list). */
export async function courseCounts(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer,
): Promise<EnrolmentCounts> {
  const schoolIds = await learningSchoolIds(db, school, viewer);
  const counts = await enrolmentCounts(db, viewer.userId, schoolIds);
  const inProgress = Math.max(0, counts.inProgress);
  return { all: inProgress + counts.completed, inProgress, completed: counts.completed };
}

/** The viewer's learning tasks of this school, each with its state (core taskState), open ones first. */
export async function learningTasks(
  db: Kysely<Database>,
  scope: { schoolId: string; userId: string },
  now: Date,
  lang?: LanguageCode,
): Promise<LearningTaskList> {
  const found = await positionTasksWithCourse(db, scope)
    // The stored progress of the task's course (issue 23: one number everywhere).
    .leftJoin('enrolments', (join) =>
      join
        .onRef('enrolments.course_id', '=', 'position_tasks.course_id')
        .onRef('enrolments.school_id', '=', 'position_tasks.school_id')
        .onRef('enrolments.user_id', '=', 'position_tasks.user_id'),
    )
    .select('enrolments.progress')
    .orderBy('position_tasks.due_at', 'asc')
    .orderBy('position_tasks.id')
    .limit(TASK_LIMIT)
    .execute();
  // Issue 23 item 8: the task's title and position and its course's name in the page language.
  const rows = lang ? await localizeTasks(db, scope.schoolId, lang, found) : found;
  const order = { overdue: 0, 'in-progress': 1, 'not-started': 2, completed: 3 } as const;
  const tasks = rows
    .map((row) => {
      const progress =
        row.progress === null || row.progress === undefined ? null : Math.round(Number(row.progress));
      return {
        id: row.id,
        title: row.title,
        position: row.position,
        compulsory: row.compulsory === 1,
        courseId: row.course_name ? row.course_id : null,
        courseSchoolId: row.course_name ? scope.schoolId : null,
        courseName: row.course_name ?? null,
        progress,
        dueAt: row.due_at,
        state: taskState({
          completed: row.completed_at !== null,
          courseProgress: progress,
          dueAt: row.due_at,
          now,
        }),
      };
    })
    // Stable: within a state the due-date order of the query stays.
    .sort((a, b) => order[a.state] - order[b.state]);
  return { tasks, total: tasks.length };
}

const displayName = (viewer: Viewer) =>
  viewer.user.realName?.trim() || viewer.user.nickName?.trim() || viewer.user.email || viewer.user.id;

/**
 * One of the viewer's completion records with what its certificate prints; null when the id names no record
 * of theirs in this school or a sub-school they may see (never confirms someone else's record exists).
 */
export async function certificateOf(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer,
  completionId: string,
  lang?: LanguageCode,
): Promise<Certificate | null> {
  const [schoolIds, found] = await Promise.all([
    learningSchoolIds(db, school, viewer),
    findCompletion(db, viewer.userId, completionId),
  ]);
  if (!found || !schoolIds.includes(found.school_id)) return null;
  const [row = found] = lang
    ? await localizeCourseNames(db, [found], lang, (one) => ({
        courseId: one.course_id,
        schoolId: one.school_id,
      }))
    : [found];
  return {
    ...presentCompletion(row),
    learnerName: displayName(viewer),
    schoolName: row.school_name,
    schoolNameEn: row.school_name_en,
  };
}
