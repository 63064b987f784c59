/** Row types of exercises and exams (migration 0020_exams; conventions in ../schema.ts). */
import type { Generated } from 'kysely';

export interface ExamQuestionsTable {
  id: string;
  school_id: string;
  /** core QuestionKind. */
  kind: string;
  category: string;
  difficulty: Generated<number>;
  current_version: Generated<number>;
  /** 1 in the bank, 0 retired. */
  status: Generated<number>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExamQuestionVersionsTable {
  id: string;
  school_id: string;
  question_id: string;
  version: number;
  stem: string;
  /** JSON [{ key, text }]. */
  options: string;
  /** JSON core AnswerKey. */
  answer_key: string;
  explanation: string;
  points_x100: number;
  created_by: string | null;
  created_at: string;
}

export interface ExamsTable {
  id: string;
  school_id: string;
  title: string;
  description: string;
  opens_at: string | null;
  closes_at: string | null;
  time_limit_s: number | null;
  attempts_allowed: Generated<number>;
  pass_mark: Generated<number>;
  /** JSON contract DrawSchema. */
  draw: string;
  shuffle: Generated<number>;
  review_policy: string;
  published: Generated<number>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExamAttemptsTable {
  id: string;
  school_id: string;
  exam_id: string;
  user_id: string;
  number: number;
  seed: string;
  /** JSON [{ questionId, versionId, optionOrder }]. */
  paper: string;
  /** core AttemptState. */
  state: string;
  started_at: string;
  deadline_at: string | null;
  last_seq: Generated<number>;
  submitted_at: string | null;
  submitted_by: string | null;
  score_x100: number | null;
  max_score_x100: Generated<number>;
  passed: number | null;
  pending_grading: Generated<number>;
}

export interface ExamAnswersTable {
  id: string;
  school_id: string;
  attempt_id: string;
  position: number;
  /** JSON core AnswerValue. */
  answer: string;
  seq: number;
  saved_at: string;
  awarded_x100: number | null;
  graded_by: string | null;
  graded_at: string | null;
  feedback: string | null;
}

export interface PracticeAnswersTable {
  id: string;
  school_id: string;
  user_id: string;
  question_id: string;
  version_id: string;
  correct: number;
  answered_at: string;
}

export interface ExamMistakesTable {
  id: string;
  school_id: string;
  user_id: string;
  question_id: string;
  wrong_count: Generated<number>;
  last_wrong_at: string;
}
