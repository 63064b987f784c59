/**
 * Classes and assignments (issue 26 items 1–2): a lecturer's class, its members, and courses or exams assigned to
 * it with a due date. A member's task state is computed from what is STORED — the enrolment's progress and
 * completion, the exam's submitted attempts — never recomputed from resources (Moodle's completion report times
 * out on large courses because it recomputes).
 */
import { LIMITS } from './constants.ts';
import { taskState, type TaskState } from './learning-center.ts';

export const ASSIGNMENT_KINDS = ['course', 'exam'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const CLASS_RULES = {
  /** Spec "lecturing field 100": a class's name and description, counted in characters (not UTF-16 units). */
  FIELD_MAX: LIMITS.LECTURING_FIELD,
  /** Rows of one member CSV. */
  CSV_MAX_ROWS: 2000,
  /** Members added by one search pick. */
  PICK_MAX: 200,
} as const;

/** Characters as a reader counts them: an emoji or a CJK character is one. */
export function fieldLength(text: string): number {
  return Array.from(text).length;
}

/** A class field (name, description) the spec's limit allows; the name must also say something. */
export function classFieldProblem(text: string, required: boolean): 'required' | 'too_long' | null {
  if (required && text.trim() === '') return 'required';
  if (fieldLength(text) > CLASS_RULES.FIELD_MAX) return 'too_long';
  return null;
}

/** What is stored about the member and the assigned item. */
export interface AssignmentFacts {
  kind: AssignmentKind;
  /** ISO due date of the assignment. */
  dueAt: string;
  /** Course: the enrolment's stored progress (0–100) and completion; null when not enrolled. */
  course?: { progress: number; completedAt: string | null } | null;
  /** Exam: how many attempts the member started, and whether one passed. */
  exam?: { attempts: number; passed: boolean } | null;
}

/**
 * A member's task for an assignment (issue 26 item 2), on the learning center's one task rule (core taskState):
 * a course completes at its stored 100 % or completion, an exam once an attempt passed; an exam attempt counts as
 * progress. Done late is still done; otherwise overdue once the due date has passed.
 */
export function assignmentTaskState(facts: AssignmentFacts, now: Date): TaskState {
  if (facts.kind === 'course') {
    return taskState({
      completed: Boolean(facts.course?.completedAt),
      courseProgress: facts.course ? facts.course.progress : null,
      dueAt: facts.dueAt,
      now,
    });
  }
  return taskState({
    completed: Boolean(facts.exam?.passed),
    courseProgress: (facts.exam?.attempts ?? 0) > 0 ? 1 : 0,
    dueAt: facts.dueAt,
    now,
  });
}

/** Columns a member CSV may name its users by: `account` (e-mail or mobile, as at login), `email`, `userId`, `mobile`. */
const MEMBER_COLUMNS = ['account', 'email', 'userid', 'mobile'] as const;

/**
 * The column of a member CSV's header row that names the user (matched case-insensitively, ignoring spaces, "_"
 * and "-"; the first such column wins). -1 when none does.
 */
export function classMemberColumn(header: readonly string[]): number {
  const names = header.map((cell) =>
    cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, ''),
  );
  return names.findIndex((name) => (MEMBER_COLUMNS as readonly string[]).includes(name));
}
