/**
 * The exam clock (issue 24): the deadline is fixed at start (limit, cut at the window's close), writes are judged
 * against it plus a grace, and the review policy decides when answers and keys may be shown.
 */
import { EXAM_RULES, type ReviewPolicy, type SubmittedBy } from './exam.ts';

const toMs = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** start + limit, cut at closesAt; null when untimed and never closing. */
export function deadlineAt(input: {
  startedAt: Date;
  timeLimitSeconds: number | null;
  closesAt: string | null;
}): Date | null {
  const limit =
    input.timeLimitSeconds === null ? null : input.startedAt.getTime() + input.timeLimitSeconds * 1000;
  const close = toMs(input.closesAt);
  const candidates = [limit, close].filter((value): value is number => value !== null);
  return candidates.length === 0 ? null : new Date(Math.min(...candidates));
}

/** An answer write is accepted until deadline + grace (always without a deadline). */
export function writeAllowed(
  now: Date,
  deadline: Date | null,
  graceSeconds: number = EXAM_RULES.GRACE_SECONDS,
) {
  return deadline === null || now.getTime() <= deadline.getTime() + graceSeconds * 1000;
}

/**
 * Who a submit is recorded as made by: the deadline when the page's timer reached zero (`timeUp`) and the server's
 * deadline is at most TIME_UP_SLACK_S ahead (the page's zero comes a little early); the learner otherwise — a page
 * that claims a time-up long before the deadline is a learner's submit.
 */
export function submitterOf(input: {
  timeUp: boolean | undefined;
  deadline: Date | null;
  now: Date;
}): SubmittedBy {
  const { deadline, now } = input;
  if (!input.timeUp || deadline === null) return 'learner';
  return now.getTime() >= deadline.getTime() - EXAM_RULES.TIME_UP_SLACK_S * 1000 ? 'deadline' : 'learner';
}

/** Whether the attempt is past its deadline + grace (the sweep and close-on-read submit it). */
export function isOverdue(now: Date, deadline: Date | null, graceSeconds: number = EXAM_RULES.GRACE_SECONDS) {
  return !writeAllowed(now, deadline, graceSeconds);
}

/** Whole seconds left (never negative); null without a deadline. */
export function remainingSeconds(now: Date, deadline: Date | null): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

export type ExamWindow = 'upcoming' | 'open' | 'closed';

export function windowState(now: Date, opensAt: string | null, closesAt: string | null): ExamWindow {
  const opens = toMs(opensAt);
  const closes = toMs(closesAt);
  if (opens !== null && now.getTime() < opens) return 'upcoming';
  if (closes !== null && now.getTime() >= closes) return 'closed';
  return 'open';
}

/** Whether answers, keys and explanations of a submitted attempt may be shown now. */
export function reviewVisible(policy: ReviewPolicy, closesAt: string | null, now: Date): boolean {
  if (policy === 'immediately') return true;
  if (policy === 'never') return false;
  const closes = toMs(closesAt);
  return closes !== null && now.getTime() >= closes;
}

/** When the review opens (after_close: the close; null when already open or never). */
export function reviewOpensAt(policy: ReviewPolicy, closesAt: string | null, now: Date): string | null {
  if (policy !== 'after_close' || reviewVisible(policy, closesAt, now)) return null;
  return closesAt;
}

/** Percent of the points (0 when the paper is worth nothing), to one decimal. */
export function percentOf(scoreX100: number, maxX100: number): number {
  if (maxX100 <= 0) return 0;
  return Math.round((scoreX100 * 1000) / maxX100) / 10;
}

export function isPassing(scoreX100: number, maxX100: number, passMark: number): boolean {
  return maxX100 > 0 ? scoreX100 * 100 >= passMark * maxX100 : passMark === 0;
}
