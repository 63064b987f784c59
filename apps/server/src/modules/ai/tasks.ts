/** Position tasks (spec §7 compulsory-position-degree, havePositionTask): the AI page's role learning. */
import type { PositionDegree } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { localizeTasks } from '../../repositories/catalog-texts.ts';

/**
 * The user's position tasks of one school with their course's name (joined within the same school only): the
 * one query the AI page's role learning and the learning center's task list both start from.
 */
export function positionTasksWithCourse(db: Kysely<Database>, scope: { schoolId: string; userId: string }) {
  return db
    .selectFrom('position_tasks')
    .leftJoin('courses', (join) =>
      join
        .onRef('courses.id', '=', 'position_tasks.course_id')
        .onRef('courses.school_id', '=', 'position_tasks.school_id'),
    )
    .select([
      'position_tasks.id',
      'position_tasks.title',
      'position_tasks.position',
      'position_tasks.compulsory',
      'position_tasks.course_id',
      'position_tasks.due_at',
      'position_tasks.completed_at',
      'courses.name as course_name',
    ])
    .where('position_tasks.school_id', '=', scope.schoolId)
    .where('position_tasks.user_id', '=', scope.userId);
}

/** Whether a compulsory task is open (the header's AI entry mark, read on every signed-in page): compiled once. */
const openCompulsoryTask = preparedQuery(2, (db, schoolId: string, userId: string) =>
  db
    .selectFrom('position_tasks')
    .select('position_tasks.id')
    .where('position_tasks.school_id', '=', schoolId)
    .where('position_tasks.user_id', '=', userId)
    .where('position_tasks.compulsory', '=', 1)
    .where('position_tasks.completed_at', 'is', null)
    .limit(1),
);

/** Spec §7 havePositionTask alone: an open compulsory task, without reading the task list. */
export async function hasOpenPositionTask(
  db: Kysely<Database>,
  scope: { schoolId: string; userId: string },
): Promise<boolean> {
  return (await openCompulsoryTask.takeFirst(db, scope.schoolId, scope.userId)) !== undefined;
}

export async function positionDegree(
  db: Kysely<Database>,
  /** `lang`: the tasks' texts and course names in this language (omitted: the rows' own, for counts only). */
  input: { schoolId: string; userId: string; lang?: LanguageCode },
): Promise<PositionDegree> {
  const found = await positionTasksWithCourse(db, input)
    .orderBy('position_tasks.completed_at', 'asc')
    .orderBy('position_tasks.due_at', 'asc')
    .orderBy('position_tasks.id')
    .limit(100)
    .execute();
  // Issue 23 item 8: the task and its course named in the asker's language.
  const rows = input.lang ? await localizeTasks(db, input.schoolId, input.lang, found) : found;
  const tasks = rows.map((row) => ({
    id: row.id,
    title: row.title,
    position: row.position,
    compulsory: row.compulsory === 1,
    courseId: row.course_name ? row.course_id : null,
    courseName: row.course_name,
    dueAt: row.due_at,
    completed: row.completed_at !== null,
  }));
  // Open tasks first: SQL puts NULL completed_at first on SQLite and last on PostgreSQL, so order here.
  tasks.sort((a, b) => Number(a.completed) - Number(b.completed));
  return {
    havePositionTask: tasks.some((task) => task.compulsory && !task.completed),
    total: tasks.length,
    completed: tasks.filter((task) => task.completed).length,
    tasks,
  };
}
