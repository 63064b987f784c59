/** Reads of learning paths (issue 26 item 5): every query filters by the school. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LearningPathItemKind } from '@portico/core';

export interface StoredItem {
  kind: LearningPathItemKind;
  id: string;
  required: boolean;
}
export interface StoredStage {
  title: string;
  items: StoredItem[];
}

export function listPaths(db: Kysely<Database>, schoolId: string, positions?: readonly string[]) {
  let query = db.selectFrom('learning_paths').selectAll().where('school_id', '=', schoolId);
  if (positions) {
    if (positions.length === 0) return Promise.resolve([]);
    query = query.where('position', 'in', positions);
  }
  return query.orderBy('position').orderBy('id').execute();
}

export function findPath(db: Kysely<Database>, schoolId: string, pathId: string) {
  return db
    .selectFrom('learning_paths')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', pathId)
    .executeTakeFirst();
}

export type PathRow = NonNullable<Awaited<ReturnType<typeof findPath>>>;

/** The stages column; a row this code did not write is read as no stages rather than failing the page. */
export function stagesOf(row: { stages: string }): StoredStage[] {
  try {
    const parsed: unknown = JSON.parse(row.stages);
    return Array.isArray(parsed) ? (parsed as StoredStage[]) : [];
  } catch {
    return [];
  }
}

/** Positions the school's position tasks name (what the editor offers; a path may also name a new one). */
export async function schoolPositions(db: Kysely<Database>, schoolId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('position_tasks')
    .select('position')
    .distinct()
    .where('school_id', '=', schoolId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.position);
}

/** The viewer's positions in the school: those their position tasks name (the demo's role learning). */
export async function viewerPositions(db: Kysely<Database>, schoolId: string, userId: string) {
  const rows = await db
    .selectFrom('position_tasks')
    .select('position')
    .distinct()
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.position);
}

/** The school's published courses and exams by id (names in the rows' own language). */
export async function schoolItems(db: Kysely<Database>, schoolId: string, ids?: readonly string[]) {
  if (ids && ids.length === 0) return { courses: [], exams: [] };
  let courses = db
    .selectFrom('courses')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('status', '=', 1);
  let exams = db
    .selectFrom('exams')
    .select(['id', 'title as name'])
    .where('school_id', '=', schoolId)
    .where('published', '=', 1);
  if (ids) {
    courses = courses.where('id', 'in', ids);
    exams = exams.where('id', 'in', ids);
  }
  const [courseRows, examRows] = await Promise.all([
    courses.orderBy('name').orderBy('id').limit(1000).execute(),
    exams.orderBy('name').orderBy('id').limit(1000).execute(),
  ]);
  return { courses: courseRows, exams: examRows };
}

/**
 * What the learner has done, as stored: a course counts as complete with its completion record (or stored
 * progress 100), an exam with a passed attempt — never recomputed from resources.
 */
export async function storedCompletion(
  db: Kysely<Database>,
  scope: { schoolId: string; userId: string },
  courseIds: readonly string[],
  examIds: readonly string[],
) {
  const [enrolments, passed] = await Promise.all([
    courseIds.length === 0
      ? []
      : db
          .selectFrom('enrolments')
          .select(['course_id', 'progress', 'completed_at'])
          .where('school_id', '=', scope.schoolId)
          .where('user_id', '=', scope.userId)
          .where('course_id', 'in', courseIds)
          .execute(),
    examIds.length === 0
      ? []
      : db
          .selectFrom('exam_attempts')
          .select('exam_id')
          .distinct()
          .where('school_id', '=', scope.schoolId)
          .where('user_id', '=', scope.userId)
          .where('exam_id', 'in', examIds)
          .where('passed', '=', 1)
          .execute(),
  ]);
  return {
    courses: new Map(
      enrolments.map((row) => [
        row.course_id,
        {
          progress: Math.round(Number(row.progress)),
          completed: row.completed_at !== null || Number(row.progress) >= 100,
        },
      ]),
    ),
    passedExams: new Set(passed.map((row) => row.exam_id)),
  };
}
