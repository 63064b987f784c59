/**
 * Exercises and exams (issue 24): the school's question bank (versioned questions), exam settings, timed attempts
 * whose clock the server owns, answers saved one write at a time with a sequence number, results that follow the
 * review policy, the essay grading queue, practice with instant feedback and the mistake book, and the learner's
 * exam list. Answer keys appear only in the bank's own answers (managers) and in results the policy allows.
 */
import {
  API_LIMITS,
  ATTEMPT_STATES,
  EXAM_RULES,
  PARTIAL_CREDIT_RULES,
  QUESTION_KINDS,
  REVIEW_POLICIES,
  SUBMITTED_BY,
} from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';
import { BoundedInt, BoundedNumber, Count, PageNumber, PageSize } from './primitives.ts';

const Iso = (description = 'ISO 8601') => Type.String({ description });
const Text = (maxLength: number, description?: string) => Type.String({ maxLength, description });
const OptionKey = Type.String({ pattern: '^[A-J]$', description: 'Option letter A–J' });

export const QuestionKindSchema = Type.Enum(QUESTION_KINDS, { description: 'core QUESTION_KINDS' });
export const ReviewPolicySchema = Type.Enum(REVIEW_POLICIES, { description: 'core REVIEW_POLICIES' });
export const PartialCreditSchema = Type.Enum(PARTIAL_CREDIT_RULES, {
  description: 'core PARTIAL_CREDIT_RULES',
});
export const AttemptStateSchema = Type.Enum(ATTEMPT_STATES, { description: 'core ATTEMPT_STATES' });

export const SchoolParams = Type.Object({ schoolId: Id('School id') });
export const QuestionParams = Type.Object({ schoolId: Id('School id'), questionId: Id('Question id') });
export const ExamParams = Type.Object({ schoolId: Id('School id'), examId: Id('Exam id') });
export const AttemptParams = Type.Object({ schoolId: Id('School id'), attemptId: Id('Attempt id') });
export const GradeParams = Type.Object({
  schoolId: Id('School id'),
  attemptId: Id('Attempt id'),
  position: BoundedInt({
    minimum: 1,
    maximum: EXAM_RULES.MAX_QUESTIONS_PER_EXAM,
    description: 'Question number',
  }),
});

// ——— Answers and keys ———

export const AnswerValueSchema = Type.Union([
  Type.Object({ kind: Type.Literal('single'), choice: OptionKey }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('multiple'), choices: Type.Array(OptionKey, { maxItems: EXAM_RULES.MAX_OPTIONS }) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('truefalse'), value: Type.Boolean() }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('blank'),
      blanks: Type.Array(Text(EXAM_RULES.MAX_BLANK_CHARS), { maxItems: EXAM_RULES.MAX_BLANK_ANSWERS }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('essay'), text: Text(EXAM_RULES.MAX_ESSAY_CHARS) },
    { additionalProperties: false },
  ),
]);

export const AnswerKeySchema = Type.Union([
  Type.Object({ kind: Type.Literal('single'), choice: OptionKey }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('multiple'),
      choices: Type.Array(OptionKey, { minItems: 1, maxItems: EXAM_RULES.MAX_OPTIONS }),
      partialCredit: PartialCreditSchema,
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('truefalse'), value: Type.Boolean() }, { additionalProperties: false }),
  Type.Object(
    {
      kind: Type.Literal('blank'),
      /** Accepted spellings, one list per blank (normalised: trim, full-/half-width, case unless caseSensitive). */
      blanks: Type.Array(
        Type.Array(Text(EXAM_RULES.MAX_BLANK_CHARS), { minItems: 1, maxItems: EXAM_RULES.MAX_BLANK_ANSWERS }),
        { minItems: 1, maxItems: EXAM_RULES.MAX_BLANK_ANSWERS },
      ),
      caseSensitive: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('essay') }, { additionalProperties: false }),
]);

export const QuestionOptionSchema = Type.Object(
  { key: OptionKey, text: Text(EXAM_RULES.MAX_OPTION_CHARS, 'Sanitised HTML') },
  { additionalProperties: false },
);

// ——— Question bank (admins and lecturers) ———

const Difficulty = BoundedInt({
  minimum: EXAM_RULES.DIFFICULTY_MIN,
  maximum: EXAM_RULES.DIFFICULTY_MAX,
  description: '1 easy … 5 hard',
});
const Points = BoundedNumber({ minimum: 0.5, maximum: EXAM_RULES.MAX_POINTS, description: 'Points' });
const Category = Type.String({
  minLength: 1,
  maxLength: 40,
  description: 'Category name (practice sets by it)',
});

export const QuestionBody = Type.Object(
  {
    kind: QuestionKindSchema,
    category: Category,
    difficulty: Difficulty,
    /** Rich text: passed through the spec's sanitizer allowlist before it is stored. */
    stem: Type.String({ minLength: 1, maxLength: EXAM_RULES.MAX_STEM_CHARS }),
    /** single/multiple: 2–10 options keyed A…; other kinds: empty. */
    options: Type.Array(QuestionOptionSchema, { maxItems: EXAM_RULES.MAX_OPTIONS }),
    key: AnswerKeySchema,
    explanation: Type.String({ maxLength: EXAM_RULES.MAX_STEM_CHARS }),
    points: Points,
  },
  { additionalProperties: false },
);

export const QuestionSchema = Type.Object({
  id: Type.String(),
  version: Count({ description: 'Editing makes a new version; attempts keep theirs' }),
  kind: QuestionKindSchema,
  category: Type.String(),
  difficulty: Difficulty,
  stem: Type.String(),
  options: Type.Array(QuestionOptionSchema),
  key: AnswerKeySchema,
  explanation: Type.String(),
  points: Points,
  updatedAt: Iso(),
});

export const QuestionListQuery = Type.Object({
  category: Type.Optional(Category),
  kind: Type.Optional(QuestionKindSchema),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.LIST_PAGE_SIZE_MAX, API_LIMITS.ENROLMENT_PAGE_SIZE),
});

export const QuestionListSchema = Type.Object({
  records: Type.Array(QuestionSchema),
  total: Count(),
  categories: Type.Array(Type.Object({ category: Type.String(), count: Count() })),
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.LIST_PAGE_SIZE_MAX, API_LIMITS.ENROLMENT_PAGE_SIZE),
});

export const ImportRowErrorSchema = Type.Object({
  /** Spreadsheet row number as the author sees it (the header is row 1). */
  row: Count(),
  column: Type.String(),
  /** A stable code the web translates: REQUIRED, UNKNOWN_KIND, BAD_KEY, TOO_LONG, BAD_NUMBER, … */
  code: Type.String(),
});

export const QuestionImportResultSchema = Type.Object({ imported: Count() });

// ——— Exam settings (admins and lecturers) ———

export const DrawSchema = Type.Union([
  Type.Object(
    {
      mode: Type.Literal('fixed'),
      questionIds: Type.Array(Id('Question id'), {
        minItems: 1,
        maxItems: EXAM_RULES.MAX_QUESTIONS_PER_EXAM,
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      mode: Type.Literal('random'),
      rules: Type.Array(
        Type.Object(
          {
            category: Category,
            count: BoundedInt({ minimum: 1, maximum: EXAM_RULES.MAX_QUESTIONS_PER_EXAM }),
          },
          { additionalProperties: false },
        ),
        { minItems: 1, maxItems: 20 },
      ),
    },
    { additionalProperties: false },
  ),
]);

export const ExamSettingsBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    description: Type.String({ maxLength: 2000 }),
    opensAt: Nullable(Iso('Window opens (null: at once)')),
    closesAt: Nullable(Iso('Window closes (null: never); deadlines are cut here')),
    timeLimitMinutes: Nullable(BoundedInt({ minimum: 1, maximum: EXAM_RULES.MAX_TIME_LIMIT_S / 60 })),
    attemptsAllowed: BoundedInt({ minimum: 1, maximum: EXAM_RULES.MAX_ATTEMPTS }),
    passMark: BoundedInt({ minimum: 0, maximum: 100, description: 'Percent of the points to pass' }),
    draw: DrawSchema,
    shuffle: Type.Boolean({ description: 'Shuffle question order and choices, seeded per attempt' }),
    reviewPolicy: ReviewPolicySchema,
    published: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const ManagedExamSchema = Type.Object({
  id: Type.String(),
  ...ExamSettingsBody.properties,
  questionCount: Count(),
  totalPoints: BoundedNumber({ minimum: 0, maximum: 100_000 }),
  attemptCount: Count(),
  updatedAt: Iso(),
});

export const ManagedExamListSchema = Type.Object({ records: Type.Array(ManagedExamSchema), total: Count() });

// ——— Learners: exam info, attempts, results ———

export const ExamInfoSchema = Type.Object({
  id: Type.String(),
  schoolId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  opensAt: Nullable(Iso()),
  closesAt: Nullable(Iso()),
  /** upcoming: before opensAt; open; closed: after closesAt. */
  window: Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('closed')]),
  timeLimitMinutes: Nullable(Count()),
  attemptsAllowed: Count(),
  passMark: Count(),
  questionCount: Count(),
  totalPoints: BoundedNumber({ minimum: 0, maximum: 100_000 }),
  reviewPolicy: ReviewPolicySchema,
  serverNow: Iso('The server clock, so the page can count down without trusting the computer'),
  /** The signed-in viewer's standing (null for visitors). */
  viewer: Nullable(
    Type.Object({
      attemptsUsed: Count(),
      /** The attempt to resume, if one is running. */
      inProgressAttemptId: Nullable(Type.String()),
      /** Why a new attempt cannot start (an ErrorCode such as EXAM_NOT_OPEN), or null when it can. */
      blockedBy: Nullable(Type.String()),
      lastAttemptId: Nullable(Type.String()),
      bestPercent: Nullable(BoundedNumber({ minimum: 0, maximum: 100 })),
      passed: Type.Boolean(),
      /** Every finished attempt of the viewer, oldest first, each linking to its result. */
      history: Type.Array(
        Type.Object({
          id: Type.String(),
          number: Count(),
          state: AttemptStateSchema,
          submittedAt: Nullable(Iso()),
          percent: BoundedNumber({ minimum: 0, maximum: 100 }),
          /** null while essays wait for grading. */
          passed: Nullable(Type.Boolean()),
        }),
      ),
    }),
  ),
});

export const PaperQuestionSchema = Type.Object({
  position: Count({ description: '1-based question number on this paper' }),
  kind: QuestionKindSchema,
  stem: Type.String(),
  /** In this attempt's order (shuffled when the exam says so, the same after every reload). */
  options: Type.Array(QuestionOptionSchema),
  points: Points,
  /** multiple: how a partly right answer scores, stated on the paper. */
  partialCredit: Nullable(PartialCreditSchema),
  /** blank: how many blanks to fill. */
  blankCount: Count(),
});

export const SavedAnswerSchema = Type.Object({
  position: Count(),
  answer: AnswerValueSchema,
  savedAt: Iso(),
});

export const AttemptSchema = Type.Object({
  id: Type.String(),
  examId: Type.String(),
  schoolId: Type.String(),
  title: Type.String(),
  number: Count({ description: "The viewer's attempt number on this exam" }),
  state: AttemptStateSchema,
  startedAt: Iso(),
  /** start + limit, cut at the window's close; null: untimed and the window never closes. */
  deadlineAt: Nullable(Iso()),
  serverNow: Iso(),
  /** Whole seconds left by the server's clock (null: untimed). */
  remainingSeconds: Nullable(Count()),
  /** The last sequence number the server accepted; the next write must carry a greater one. */
  lastSeq: Count(),
  questions: Type.Array(PaperQuestionSchema),
  answers: Type.Array(SavedAnswerSchema),
});

export const AnswerWriteBody = Type.Object(
  {
    /** Greater than every sequence number already accepted for this attempt (else ATTEMPT_STALE_WRITE). */
    seq: BoundedInt({ minimum: 1, maximum: 1_000_000_000 }),
    answers: Type.Array(
      Type.Object(
        {
          position: BoundedInt({ minimum: 1, maximum: EXAM_RULES.MAX_QUESTIONS_PER_EXAM }),
          answer: AnswerValueSchema,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: EXAM_RULES.MAX_QUESTIONS_PER_EXAM },
    ),
  },
  { additionalProperties: false },
);

export const AnswerWriteResultSchema = Type.Object({
  seq: Count(),
  savedAt: Iso(),
  remainingSeconds: Nullable(Count()),
});

export const SubmitBody = Type.Object(
  {
    seq: Type.Optional(BoundedInt({ minimum: 0, maximum: 1_000_000_000 })),
    timeUp: Type.Optional(
      Type.Boolean({
        description:
          "The page's timer reached zero: recorded as submitted by the deadline when the server's deadline is (about) reached",
      }),
    ),
  },
  { additionalProperties: false },
);

export const SubmittedSchema = Type.Object({
  attemptId: Type.String(),
  state: AttemptStateSchema,
  submittedAt: Iso(),
  submittedBy: Type.Enum(SUBMITTED_BY),
});

export const ReviewQuestionSchema = Type.Object({
  ...PaperQuestionSchema.properties,
  answer: Nullable(AnswerValueSchema),
  awarded: Nullable(BoundedNumber({ minimum: 0, maximum: EXAM_RULES.MAX_POINTS })),
  /** Shown only when the review policy allows (else null). */
  key: Nullable(AnswerKeySchema),
  explanation: Nullable(Type.String()),
  correct: Nullable(Type.Boolean()),
  /** The grader's comment on an essay. */
  feedback: Nullable(Type.String()),
});

export const AttemptResultSchema = Type.Object({
  attemptId: Type.String(),
  examId: Type.String(),
  title: Type.String(),
  number: Count(),
  state: AttemptStateSchema,
  submittedAt: Nullable(Iso()),
  submittedBy: Nullable(Type.Enum(SUBMITTED_BY)),
  score: BoundedNumber({ minimum: 0, maximum: 100_000 }),
  maxScore: BoundedNumber({ minimum: 0, maximum: 100_000 }),
  percent: BoundedNumber({ minimum: 0, maximum: 100 }),
  passMark: Count(),
  /** null while essays wait for grading. */
  passed: Nullable(Type.Boolean()),
  pendingGrading: Count(),
  reviewPolicy: ReviewPolicySchema,
  /** When the per-question review opens (after_close: the window's close); null when it is open or never. */
  reviewOpensAt: Nullable(Iso()),
  /** The per-question review; empty when the policy does not allow it yet. */
  questions: Type.Array(ReviewQuestionSchema),
});

// ——— Grading queue (admins and lecturers) ———

export const GradingItemSchema = Type.Object({
  attemptId: Type.String(),
  position: Count(),
  examId: Type.String(),
  examTitle: Type.String(),
  learnerName: Type.String(),
  stem: Type.String(),
  answerText: Type.String(),
  points: Points,
  submittedAt: Iso(),
});

export const GradingQueueSchema = Type.Object({ records: Type.Array(GradingItemSchema), total: Count() });

export const GradeBody = Type.Object(
  {
    points: BoundedNumber({ minimum: 0, maximum: EXAM_RULES.MAX_POINTS }),
    feedback: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);

// ——— Practice and the mistake book ———

export const PracticeSetSchema = Type.Object({
  category: Type.String(),
  questionCount: Count(),
  /** The viewer's figures (0 for visitors). */
  answered: Count(),
  wrong: Count(),
});

export const PracticeHomeSchema = Type.Object({
  sets: Type.Array(PracticeSetSchema),
  mistakeCount: Count({ description: "Questions in the viewer's mistake book" }),
});

export const PracticeQuestionSchema = Type.Object({
  questionId: Type.String(),
  version: Count(),
  kind: QuestionKindSchema,
  stem: Type.String(),
  options: Type.Array(QuestionOptionSchema),
  points: Points,
  partialCredit: Nullable(PartialCreditSchema),
  blankCount: Count(),
});

export const PracticeSetQuery = Type.Object({ category: Category });

export const PracticeQuestionListSchema = Type.Object({ questions: Type.Array(PracticeQuestionSchema) });

export const PracticeAnswerBody = Type.Object(
  {
    questionId: Id('Question id'),
    version: BoundedInt({ minimum: 1, maximum: 1_000_000_000 }),
    answer: AnswerValueSchema,
  },
  { additionalProperties: false },
);

export const PracticeFeedbackSchema = Type.Object({
  /** null for essays (not graded in practice). */
  correct: Nullable(Type.Boolean()),
  key: AnswerKeySchema,
  explanation: Type.String(),
});

export const MistakeSchema = Type.Object({
  question: PracticeQuestionSchema,
  category: Type.String(),
  wrongCount: Count(),
  lastWrongAt: Iso(),
});

export const MistakeListSchema = Type.Object({ records: Type.Array(MistakeSchema), total: Count() });

// ——— The learner's exams (learning center studyCenter_MyExam) ———

export const LearnerExamSchema = Type.Object({
  examId: Type.String(),
  schoolId: Type.String(),
  title: Type.String(),
  /** upcoming (window not open, or open and never attempted), in_progress, submitted (awaiting grading), graded. */
  status: Type.Union([
    Type.Literal('upcoming'),
    Type.Literal('in_progress'),
    Type.Literal('submitted'),
    Type.Literal('graded'),
  ]),
  opensAt: Nullable(Iso()),
  closesAt: Nullable(Iso()),
  attemptId: Nullable(Type.String()),
  remainingSeconds: Nullable(Count()),
  percent: Nullable(BoundedNumber({ minimum: 0, maximum: 100 })),
  passed: Nullable(Type.Boolean()),
  submittedAt: Nullable(Iso()),
});

export const LearnerExamListSchema = Type.Object({ records: Type.Array(LearnerExamSchema), total: Count() });

export type AnswerValueWire = Static<typeof AnswerValueSchema>;
export type AnswerKeyWire = Static<typeof AnswerKeySchema>;
export type QuestionInput = Static<typeof QuestionBody>;
export type Question = Static<typeof QuestionSchema>;
export type QuestionList = Static<typeof QuestionListSchema>;
export type ImportRowError = Static<typeof ImportRowErrorSchema>;
export type ExamSettings = Static<typeof ExamSettingsBody>;
export type ManagedExam = Static<typeof ManagedExamSchema>;
export type ExamInfo = Static<typeof ExamInfoSchema>;
export type PaperQuestion = Static<typeof PaperQuestionSchema>;
export type Attempt = Static<typeof AttemptSchema>;
export type AnswerWrite = Static<typeof AnswerWriteBody>;
export type AnswerWriteResult = Static<typeof AnswerWriteResultSchema>;
export type Submitted = Static<typeof SubmittedSchema>;
export type AttemptResult = Static<typeof AttemptResultSchema>;
export type ReviewQuestion = Static<typeof ReviewQuestionSchema>;
export type GradingItem = Static<typeof GradingItemSchema>;
export type PracticeHome = Static<typeof PracticeHomeSchema>;
export type PracticeQuestion = Static<typeof PracticeQuestionSchema>;
export type PracticeFeedback = Static<typeof PracticeFeedbackSchema>;
export type Mistake = Static<typeof MistakeSchema>;
export type LearnerExam = Static<typeof LearnerExamSchema>;
