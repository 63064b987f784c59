/** Shapes class rows for the wire (contracts/classes.ts). */
import type { Assignment, ClassMember, ClassSummary, ClassTask } from '@portico/contracts';
import {
  assignmentTaskState,
  courseViewLink,
  examLink,
  type AssignmentKind,
  type TaskState,
} from '@portico/core';
import { messageLink } from '../messages/notify.ts';
import { factKey, type StoredFacts } from './facts.ts';
import type { AssignmentRow, ClassRow } from './queries.ts';

interface NameFields {
  real_name: string | null;
  nick_name: string | null;
  email: string | null;
}

/** A person as others see them: real name, else nickname, else the e-mail. */
export const personName = (row: NameFields) =>
  row.real_name?.trim() || row.nick_name?.trim() || row.email || '';

export function presentClass(row: ClassRow): ClassSummary {
  return {
    id: row.id,
    schoolId: row.school_id,
    name: row.name,
    description: row.description,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_id ? personName(row) : '',
    memberCount: Number(row.member_count ?? 0),
    assignmentCount: Number(row.assignment_count ?? 0),
    createdAt: row.created_at,
  };
}

export function presentMember(
  row: NameFields & { user_id: string; joined_at: string; mobile: string | null },
): ClassMember {
  return {
    userId: row.user_id,
    name: personName(row),
    account: row.mobile || row.email || '',
    joinedAt: row.joined_at,
  };
}

export const kindOf = (row: AssignmentRow) => (row.kind === 'exam' ? 'exam' : 'course') as AssignmentKind;
export const titleOf = (row: AssignmentRow) =>
  (kindOf(row) === 'exam' ? row.exam_title : row.course_name) ?? '';

/** The member's state for one assignment, from the stored facts. */
export function stateOf(row: AssignmentRow, userId: string, facts: StoredFacts, now: Date): TaskState {
  const key = factKey(userId, row.item_id);
  return assignmentTaskState(
    {
      kind: kindOf(row),
      dueAt: row.due_at,
      course: facts.course.get(key) ?? null,
      exam: facts.exam.get(key) ?? null,
    },
    now,
  );
}

export function presentAssignment(
  row: AssignmentRow,
  view: { state: TaskState | null; completedCount: number | null },
): Assignment {
  return {
    id: row.id,
    kind: kindOf(row),
    itemId: row.item_id,
    title: titleOf(row),
    dueAt: row.due_at,
    createdAt: row.created_at,
    state: view.state,
    completedCount: view.completedCount,
  };
}

/**
 * Where a task opens: the course page (the member is enrolled on assignment) or the exam's info page — without
 * the language, which the reader's page adds (as messages' links).
 */
export function taskLink(schoolId: string, row: AssignmentRow): string {
  const lang = 'en_US';
  const link =
    kindOf(row) === 'exam'
      ? examLink({ schoolId, view: 'examInfo', examId: row.item_id, lang })
      : courseViewLink({ schoolId, courseId: row.item_id, lang });
  return messageLink(link) ?? '';
}

export function presentTask(
  row: AssignmentRow,
  input: { schoolId: string; className: string; userId: string; facts: StoredFacts; now: Date },
): ClassTask {
  const course = input.facts.course.get(factKey(input.userId, row.item_id));
  return {
    assignmentId: row.id,
    classId: row.class_id,
    className: input.className,
    kind: kindOf(row),
    itemId: row.item_id,
    title: titleOf(row),
    dueAt: row.due_at,
    state: stateOf(row, input.userId, input.facts, input.now),
    progress: kindOf(row) === 'course' ? (course?.progress ?? 0) : null,
    link: taskLink(input.schoolId, row),
  };
}
