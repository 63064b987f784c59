/**
 * Assigning courses and exams to a class (issue 26 item 2). An assignment gives every current member a task (its
 * state is computed from stored progress and results, never stored) and a message; members who join later get
 * the open ones (due date not passed) the same way. An assigned course enrols the members it does not yet hold,
 * recorded as granted by the lecturer (as an admin's enrolment, issue 23 item 3): the task then opens the course
 * with its stored progress, and a paid or members' course needs nothing more. Unassigning keeps enrolments.
 */
import type { AssignmentBody } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { enrol } from '../enrolments/queries.ts';
import { notifyUsers } from '../messages/notify.ts';
import { taskLink, titleOf } from './presenter.ts';
import { assignmentsOf, classMembers, type AssignmentRow, type ClassRow } from './queries.ts';

/** A due date the server can keep: a real instant, not already past. */
export function dueDate(text: string, now: Date): string {
  const due = Date.parse(text);
  if (!Number.isFinite(due) || !/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    throw fail('ASSIGNMENT_DUE_INVALID', 'The due date must be an ISO 8601 date and time', {
      field: 'dueAt',
    });
  }
  if (due <= now.getTime()) {
    throw fail('ASSIGNMENT_DUE_INVALID', 'The due date has already passed', { field: 'dueAt' });
  }
  return new Date(due).toISOString();
}

/** The school's published course or exam the body names. */
async function requireItem(db: Kysely<Database>, schoolId: string, body: AssignmentBody) {
  if (body.kind === 'course') {
    const course = await db
      .selectFrom('courses')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('id', '=', body.itemId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!course) throw fail('COURSE_NOT_FOUND', 'No published course with this id in this school');
    return;
  }
  const exam = await db
    .selectFrom('exams')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', '=', body.itemId)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!exam) throw fail('EXAM_NOT_FOUND', 'No published exam with this id in this school');
}

/** Enrolments for course assignments and one message per assignment, to each of these users. */
async function give(
  db: Kysely<Database>,
  input: { classRow: ClassRow; actorId: string; userIds: string[]; assignments: AssignmentRow[] },
) {
  const { classRow, actorId, userIds, assignments } = input;
  if (userIds.length === 0 || assignments.length === 0) return;
  const enrolments = assignments
    .filter((row) => row.kind === 'course')
    .flatMap((row) =>
      userIds.map((userId) => ({
        schoolId: classRow.school_id,
        userId,
        courseId: row.item_id,
        grantedBy: actorId,
      })),
    );
  for (let start = 0; start < enrolments.length; start += 500) {
    await enrol(db, enrolments.slice(start, start + 500));
  }
  await notifyUsers(
    db,
    assignments.flatMap((row) =>
      userIds.map((userId) => ({
        schoolId: classRow.school_id,
        userId,
        kind: 'class-assignment',
        title: `New task in ${classRow.name}`,
        content: `${titleOf(row)} is due ${row.due_at.slice(0, 16).replace('T', ' ')} UTC`,
        link: taskLink(classRow.school_id, row),
        params: { class: classRow.name, item: titleOf(row), dueAt: row.due_at },
      })),
    ),
  );
}

export async function createAssignment(
  db: Kysely<Database>,
  input: { classRow: ClassRow; actorId: string; body: AssignmentBody; now: Date },
): Promise<string> {
  const { classRow, actorId, body, now } = input;
  const dueAt = dueDate(body.dueAt, now);
  await requireItem(db, classRow.school_id, body);
  const existing = await db
    .selectFrom('class_assignments')
    .select('id')
    .where('school_id', '=', classRow.school_id)
    .where('class_id', '=', classRow.id)
    .where('kind', '=', body.kind)
    .where('item_id', '=', body.itemId)
    .executeTakeFirst();
  if (existing) {
    throw fail('ASSIGNMENT_EXISTS', 'This is already assigned to the class', { assignmentId: existing.id });
  }
  const id = newId();
  // Two lecturers assigning the same item at once: the unique (class, kind, item) keeps one; the other is told.
  const inserted = await db
    .insertInto('class_assignments')
    .values({
      id,
      school_id: classRow.school_id,
      class_id: classRow.id,
      kind: body.kind,
      item_id: body.itemId,
      due_at: dueAt,
      created_by: actorId,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['class_id', 'kind', 'item_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    throw fail('ASSIGNMENT_EXISTS', 'This is already assigned to the class', {});
  }
  const [members, assignments] = await Promise.all([
    classMembers(db, classRow.school_id, classRow.id),
    assignmentsOf(db, classRow.school_id, [classRow.id]),
  ]);
  await give(db, {
    classRow,
    actorId,
    userIds: members.map((member) => member.user_id),
    assignments: assignments.filter((row) => row.id === id),
  });
  return id;
}

/** New members get the class's assignments whose due date has not passed. */
export async function giveOpenAssignments(
  db: Kysely<Database>,
  input: { classRow: ClassRow; actorId: string; userIds: string[] },
): Promise<void> {
  if (input.userIds.length === 0) return;
  const now = new Date().toISOString();
  const open = (await assignmentsOf(db, input.classRow.school_id, [input.classRow.id])).filter(
    (row) => row.due_at > now,
  );
  await give(db, { ...input, assignments: open });
}

export async function deleteAssignment(db: Kysely<Database>, classRow: ClassRow, assignmentId: string) {
  const deleted = await db
    .deleteFrom('class_assignments')
    .where('school_id', '=', classRow.school_id)
    .where('class_id', '=', classRow.id)
    .where('id', '=', assignmentId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0)
    throw fail('ASSIGNMENT_NOT_FOUND', 'No such assignment in this class');
}
