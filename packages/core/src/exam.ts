/**
 * Exercises and exams (issue 24): the names and limits the server, the contract and the web share. The rules that
 * grade, normalise, draw papers and compute deadlines live beside this file (exam-grading.ts, exam-paper.ts,
 * exam-clock.ts); this module holds only constants and types so the contract can import it without pulling rules.
 *
 * Why the server owns the clock: Moodle and Canvas lose answers or cut attempts short when the browser's clock
 * or an unsaved page decides; here the deadline is stored at start and every write is judged against it.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'truefalse', 'blank', 'essay'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** When a learner may see the correct answers and explanations of a submitted attempt. */
export const REVIEW_POLICIES = ['immediately', 'after_close', 'never'] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];

/** How a multiple-choice question scores a partly right answer (stated on the question and on the paper). */
export const PARTIAL_CREDIT_RULES = ['all_or_nothing', 'proportional'] as const;
export type PartialCreditRule = (typeof PARTIAL_CREDIT_RULES)[number];

export const ATTEMPT_STATES = ['in_progress', 'submitted', 'graded'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

/** Who closed an attempt: the learner's submit, or the deadline sweep (or a read after the deadline). */
export const SUBMITTED_BY = ['learner', 'deadline'] as const;
export type SubmittedBy = (typeof SUBMITTED_BY)[number];

export const EXAM_RULES = {
  /** Writes this long after the deadline are still accepted (latency, a save in flight when time ran out). */
  GRACE_SECONDS: 30,
  /** The text answer is saved at most this long after the last keystroke (issue 24: ≤ 3 s). */
  TEXT_SAVE_DEBOUNCE_MS: 1500,
  /** How often the deadline sweep looks for overdue attempts. */
  SWEEP_INTERVAL_S: 15,
  /**
   * A page whose timer reached zero submits at once; its zero comes up to a second (the server's whole seconds,
   * floored) plus a request's latency before the server's deadline. Within this much of it, such a submit counts as
   * the deadline's, not the learner's.
   */
  TIME_UP_SLACK_S: 5,
  /** The timer is announced to screen readers at these minutes left, not every second. */
  ANNOUNCE_AT_MINUTES: [10, 5, 1],
  MAX_OPTIONS: 10,
  MIN_OPTIONS: 2,
  /** Accepted spellings of one blank. */
  MAX_BLANK_ANSWERS: 10,
  MAX_STEM_CHARS: 20_000,
  MAX_OPTION_CHARS: 2_000,
  MAX_ESSAY_CHARS: 20_000,
  MAX_BLANK_CHARS: 500,
  MAX_QUESTIONS_PER_EXAM: 200,
  MAX_POINTS: 100,
  MAX_TIME_LIMIT_S: 24 * 3600,
  MAX_ATTEMPTS: 100,
  /** Rows one question import may hold (the whole file is refused beyond it). */
  IMPORT_MAX_ROWS: 2000,
  IMPORT_MAX_BYTES: 5 * 1024 * 1024,
  /** Difficulty from 1 (easy) to 5 (hard). */
  DIFFICULTY_MIN: 1,
  DIFFICULTY_MAX: 5,
  /** Answer writes one learner may make per minute (rate limit). */
  ANSWER_WRITES_PER_MINUTE: 240,
} as const;

/** A learner's answer as stored and sent: choice keys, a true/false, blank texts in order, or essay text. */
export type AnswerValue =
  | { kind: 'single'; choice: string }
  | { kind: 'multiple'; choices: string[] }
  | { kind: 'truefalse'; value: boolean }
  | { kind: 'blank'; blanks: string[] }
  | { kind: 'essay'; text: string };

/** The key of a question version (never sent to a browser before the review policy allows). */
export type AnswerKey =
  | { kind: 'single'; choice: string }
  | { kind: 'multiple'; choices: string[]; partialCredit: PartialCreditRule }
  | { kind: 'truefalse'; value: boolean }
  /** One list of accepted spellings per blank. */
  | { kind: 'blank'; blanks: string[][]; caseSensitive: boolean }
  | { kind: 'essay' };

export function isQuestionKind(value: unknown): value is QuestionKind {
  return typeof value === 'string' && (QUESTION_KINDS as readonly string[]).includes(value);
}
