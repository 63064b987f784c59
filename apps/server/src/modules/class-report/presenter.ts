/** Shapes a class's members, assignments and stored facts into report rows (contracts/class-report.ts). */
import type { ReportAssignment, ReportCell, ReportRow } from '@portico/contracts';
import { assignmentTaskState } from '@portico/core';
import { kindOf, presentMember, titleOf } from '../classes/presenter.ts';
import type { AssignmentRow } from '../classes/queries.ts';
import { factKey, taskFacts, type CourseFact, type ExamFact } from './facts.ts';

type MemberRow = Parameters<typeof presentMember>[0];

export const presentReportAssignment = (row: AssignmentRow): ReportAssignment => ({
  id: row.id,
  kind: kindOf(row),
  itemId: row.item_id,
  title: titleOf(row),
  dueAt: row.due_at,
});

function cellOf(
  row: AssignmentRow,
  userId: string,
  facts: { course: Map<string, CourseFact>; exam: Map<string, ExamFact> },
  now: Date,
): ReportCell {
  const key = factKey(userId, row.item_id);
  const exam = kindOf(row) === 'exam';
  const course = exam ? undefined : facts.course.get(key);
  const attempts = exam ? facts.exam.get(key) : undefined;
  return {
    assignmentId: row.id,
    state: assignmentTaskState({ kind: kindOf(row), dueAt: row.due_at, ...taskFacts(course, attempts) }, now),
    progress: exam ? null : (course?.progress ?? 0),
    bestPercent: exam ? (attempts?.bestPercent ?? null) : null,
    attempts: exam ? (attempts?.attempts ?? 0) : null,
    lastActivityAt: (exam ? attempts?.lastActivityAt : course?.lastActivityAt) ?? null,
  };
}

export function reportRows(
  members: MemberRow[],
  assignments: AssignmentRow[],
  facts: { course: Map<string, CourseFact>; exam: Map<string, ExamFact> },
  now: Date,
): ReportRow[] {
  return members.map((member) => {
    const cells = assignments.map((row) => cellOf(row, member.user_id, facts, now));
    const last = cells.reduce<string | null>(
      (top, cell) => (cell.lastActivityAt && (!top || cell.lastActivityAt > top) ? cell.lastActivityAt : top),
      null,
    );
    const { userId, name, account } = presentMember(member);
    return {
      userId,
      name,
      account,
      lastActivityAt: last,
      completed: cells.filter((cell) => cell.state === 'completed').length,
      cells,
    };
  });
}
