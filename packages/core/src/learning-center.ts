/**
 * The learning center's rules (issue 23 item 6): which enrolments a "my courses" filter keeps, and the state of
 * a learning task from its own record and the stored progress of its course. Pure: no I/O.
 */

/** "My courses" filters: in progress (no completion yet), completed, all. */
export const ENROLMENT_STATUSES = ['in-progress', 'completed', 'all'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** A filter named in a URL: anything else (missing, misspelt) shows every course. */
export function enrolmentStatus(value: string | null | undefined): EnrolmentStatus {
  return (ENROLMENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as EnrolmentStatus) : 'all';
}

export const TASK_STATES = ['not-started', 'in-progress', 'completed', 'overdue'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/**
 * not started → in progress → completed, or overdue once the due time passed first. A task is completed when
 * its record says so or its course is complete (progress 100 %, stored); it is in progress once its course has
 * any progress. Completion wins over the due date: finishing late still finishes.
 */
export function taskState(input: {
  completed: boolean;
  courseProgress: number | null;
  dueAt: string | null;
  now: Date;
}): TaskState {
  const progress = input.courseProgress ?? 0;
  if (input.completed || progress >= 100) return 'completed';
  if (input.dueAt !== null) {
    const due = Date.parse(input.dueAt);
    if (Number.isFinite(due) && due < input.now.getTime()) return 'overdue';
  }
  return progress > 0 ? 'in-progress' : 'not-started';
}
