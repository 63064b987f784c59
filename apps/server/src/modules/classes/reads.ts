/**
 * What the teaching center and the learner's pages read (issue 26): a class with its members and assignments —
 * per assignment the lecturer sees how many members completed it, a member sees their own state — and a member's
 * tasks across their classes. All from stored rows (facts.ts), in a fixed number of queries per request.
 */
import type { ClassDetail, ClassTaskList } from '@portico/contracts';
import type { TaskState } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { storedFacts } from './facts.ts';
import { presentAssignment, presentClass, presentMember, presentTask, stateOf } from './presenter.ts';
import { assignmentsOf, classIdsOf, classMembers, listClasses, type ClassRow } from './queries.ts';

const itemIds = (rows: Array<{ kind: string; item_id: string }>) => ({
  courseIds: rows.filter((row) => row.kind === 'course').map((row) => row.item_id),
  examIds: rows.filter((row) => row.kind === 'exam').map((row) => row.item_id),
});

export async function classDetail(
  db: Kysely<Database>,
  row: ClassRow,
  view: { manager: boolean; userId: string; now: Date },
): Promise<ClassDetail> {
  const [members, assignments] = await Promise.all([
    classMembers(db, row.school_id, row.id),
    assignmentsOf(db, row.school_id, [row.id]),
  ]);
  const userIds = view.manager ? members.map((member) => member.user_id) : [view.userId];
  const facts = await storedFacts(db, row.school_id, userIds, itemIds(assignments));
  return {
    class: presentClass(row),
    // Classmates see each other's names; accounts (e-mail, mobile) only the class's managers.
    members: members.map((member) => ({
      ...presentMember(member),
      account: view.manager ? presentMember(member).account : '',
    })),
    assignments: assignments.map((assignment) =>
      presentAssignment(assignment, {
        state: view.manager ? null : stateOf(assignment, view.userId, facts, view.now),
        completedCount: view.manager
          ? userIds.filter((userId) => stateOf(assignment, userId, facts, view.now) === 'completed').length
          : null,
      }),
    ),
    canManage: view.manager,
  };
}

/** The member's classes in this school. */
export async function myClasses(db: Kysely<Database>, schoolId: string, userId: string) {
  const ids = await classIdsOf(db, schoolId, userId);
  return listClasses(db, schoolId, { ids });
}

/** The member's class tasks: open ones first (overdue, in progress, not started), then completed; by due date. */
export async function myTasks(
  db: Kysely<Database>,
  schoolId: string,
  userId: string,
  now: Date,
): Promise<ClassTaskList> {
  const classes = await myClasses(db, schoolId, userId);
  const names = new Map(classes.map((row) => [row.id, row.name]));
  const assignments = await assignmentsOf(db, schoolId, [...names.keys()]);
  const facts = await storedFacts(db, schoolId, [userId], itemIds(assignments));
  const order = (state: TaskState) =>
    ({ overdue: 0, 'in-progress': 1, 'not-started': 2, completed: 3 })[state];
  const tasks = assignments
    .map((row) =>
      presentTask(row, { schoolId, className: names.get(row.class_id) ?? '', userId, facts, now }),
    )
    // Stable: within a state the due-date order of the query stays.
    .sort((a, b) => order(a.state) - order(b.state));
  return { tasks, total: tasks.length };
}
