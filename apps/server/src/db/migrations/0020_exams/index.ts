/**
 * Exercises and exams (issue 24): the school's question bank — a question row and its immutable versions (an edit
 * adds a version; attempts point at the version they drew) — exams with their settings, attempts whose deadline is
 * stored at start, one row per answered question of an attempt (written with the attempt's sequence number), and
 * practice: answers given in practice and the mistake book. Every row carries `school_id`. Schema builder only
 * (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'exam_questions',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      /** core QuestionKind (fixed for the question's life: a new kind is a new question). */
      kind: 'text!',
      category: 'text!',
      difficulty: 'int=1',
      /** The latest version's number (1 at creation). */
      current_version: 'int=1',
      /** 1 in the bank, 0 retired (kept: attempts and mistakes still point at it). */
      status: 'int=1',
      created_by: 'ref?:users',
      created_at: 'text!',
      updated_at: 'text!',
    },
  },
  {
    name: 'exam_question_versions',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      question_id: 'ref:exam_questions',
      version: 'int!',
      /** Sanitised HTML. */
      stem: 'text!',
      /** JSON [{ key, text }] (text sanitised). */
      options: 'text!',
      /** JSON core AnswerKey: never sent to a learner before the review policy allows. */
      answer_key: 'text!',
      explanation: 'text!',
      /** Points × 100 (integer, so 0.5 points stays exact on both engines). */
      points_x100: 'int!',
      created_by: 'ref?:users',
      created_at: 'text!',
    },
    unique: [['question_id', 'version']],
  },
  {
    name: 'exams',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      title: 'text!',
      description: 'text!',
      opens_at: 'text',
      closes_at: 'text',
      /** null: untimed. */
      time_limit_s: 'int',
      attempts_allowed: 'int=1',
      /** Percent of the points needed to pass. */
      pass_mark: 'int=60',
      /** JSON contract DrawSchema: { mode: 'fixed', questionIds } or { mode: 'random', rules: [{ category, count }] }. */
      draw: 'text!',
      shuffle: 'int=0',
      /** core ReviewPolicy. */
      review_policy: 'text!',
      /** 1 published (learners see it), 0 draft. */
      published: 'int=0',
      created_by: 'ref?:users',
      created_at: 'text!',
      updated_at: 'text!',
    },
  },
  {
    name: 'exam_attempts',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      exam_id: 'ref:exams',
      user_id: 'ref:users',
      /** 1, 2, … per learner and exam. */
      number: 'int!',
      /** Seed of this attempt's draw and shuffles: a reload shows the same paper. */
      seed: 'text!',
      /** JSON [{ questionId, versionId, optionOrder: [keys] }] in paper order, fixed at start. */
      paper: 'text!',
      /** core AttemptState. */
      state: 'text!',
      started_at: 'text!',
      /** start + limit, cut at the window's close; null: no deadline. */
      deadline_at: 'text',
      /** The greatest sequence number accepted (writes must carry a greater one). */
      last_seq: 'int=0',
      submitted_at: 'text',
      /** core SubmittedBy. */
      submitted_by: 'text',
      /** Score × 100 once graded (objective parts at submit; essays add theirs when graded). */
      score_x100: 'int',
      max_score_x100: 'int=0',
      /** 1 passed, 0 failed, null while essays wait. */
      passed: 'int',
      pending_grading: 'int=0',
    },
    unique: [['exam_id', 'user_id', 'number']],
  },
  {
    name: 'exam_answers',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      attempt_id: 'ref:exam_attempts',
      /** 1-based question number on the attempt's paper. */
      position: 'int!',
      /** JSON core AnswerValue. */
      answer: 'text!',
      /** The write's sequence number. */
      seq: 'int!',
      saved_at: 'text!',
      /** Points × 100 awarded (null until graded). */
      awarded_x100: 'int',
      graded_by: 'ref?:users',
      graded_at: 'text',
      feedback: 'text',
    },
    unique: [['attempt_id', 'position']],
  },
  {
    name: 'practice_answers',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      question_id: 'ref:exam_questions',
      version_id: 'ref:exam_question_versions',
      /** 1 right, 0 wrong. */
      correct: 'int!',
      answered_at: 'text!',
    },
  },
  {
    name: 'exam_mistakes',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      user_id: 'ref:users',
      question_id: 'ref:exam_questions',
      wrong_count: 'int=1',
      last_wrong_at: 'text!',
    },
    unique: [['user_id', 'question_id']],
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['exam_questions', ['school_id', 'status', 'category']],
  ['exam_question_versions', ['school_id', 'question_id']],
  ['exams', ['school_id', 'published']],
  ['exam_attempts', ['school_id', 'user_id', 'exam_id']],
  // The deadline sweep: in-progress attempts by deadline.
  ['exam_attempts', ['state', 'deadline_at']],
  ['exam_answers', ['school_id', 'attempt_id']],
  ['practice_answers', ['school_id', 'user_id', 'question_id']],
  ['exam_mistakes', ['school_id', 'user_id', 'last_wrong_at']],
];

export async function up(db: AnyDb): Promise<void> {
  await createTableSpecs(db, TABLES, INDEXES);
  // A course resource of kind `exam` (issue 23's placeholder kind) names its exam here.
  await db.schema.alterTable('course_resources').addColumn('exam_id', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('course_resources').dropColumn('exam_id').execute();
  await dropTableSpecs(db, TABLES, INDEXES);
}
