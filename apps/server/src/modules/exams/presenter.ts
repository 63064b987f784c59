/** Wire shapes of the bank, exams, attempts and results (issue 24). Keys leave only where the policy allows. */
import {
  percentOf,
  remainingSeconds,
  reviewOpensAt,
  reviewVisible,
  windowState,
  type ReviewPolicy,
  type SubmittedBy,
  type AttemptState,
  gradeAnswer,
} from '@portico/core';
import type {
  Attempt,
  AttemptResult,
  ExamInfo,
  ManagedExam,
  PracticeQuestion,
  Question,
  ExamSettings,
} from '@portico/contracts';
import {
  answerOf,
  keyOf,
  optionsOf,
  parseJson,
  pointsOf,
  presentPaperQuestion,
  type PaperItem,
} from './paper.ts';
import type { AnswerRow, AttemptRow, CurrentQuestionRow, ExamRow } from './queries.ts';
import { blankCountOf } from '@portico/core';

export function presentQuestion(row: CurrentQuestionRow): Question {
  return {
    id: row.id,
    version: row.current_version,
    kind: row.kind as Question['kind'],
    category: row.category,
    difficulty: row.difficulty,
    stem: row.stem,
    options: optionsOf(row),
    key: keyOf(row),
    explanation: row.explanation,
    points: pointsOf(row.points_x100),
    updatedAt: row.updated_at,
  };
}

/** A question to practise: no key, no explanation. */
export function presentPracticeQuestion(row: CurrentQuestionRow): PracticeQuestion {
  const key = keyOf(row);
  return {
    questionId: row.id,
    version: row.current_version,
    kind: key.kind,
    stem: row.stem,
    options: optionsOf(row),
    points: pointsOf(row.points_x100),
    partialCredit: key.kind === 'multiple' ? key.partialCredit : null,
    blankCount: blankCountOf(key),
  };
}

/** Question count and total points of a draw, from the bank's current versions. */
export function drawSize(exam: ExamRow, bank: readonly CurrentQuestionRow[]) {
  const draw = parseJson<ExamSettings['draw']>(exam.draw);
  if (draw.mode === 'fixed') {
    const chosen = bank.filter((row) => draw.questionIds.includes(row.id));
    return {
      questionCount: chosen.length,
      totalPoints: pointsOf(chosen.reduce((sum, row) => sum + row.points_x100, 0)),
    };
  }
  let count = 0;
  let total = 0;
  for (const rule of draw.rules) {
    const pool = bank.filter((row) => row.category === rule.category);
    const average = pool.length === 0 ? 0 : pool.reduce((sum, row) => sum + row.points_x100, 0) / pool.length;
    count += rule.count;
    total += average * rule.count;
  }
  return { questionCount: count, totalPoints: Math.round(total) / 100 };
}

export function settingsOf(exam: ExamRow): ExamSettings {
  return {
    title: exam.title,
    description: exam.description,
    opensAt: exam.opens_at,
    closesAt: exam.closes_at,
    timeLimitMinutes: exam.time_limit_s === null ? null : Math.round(exam.time_limit_s / 60),
    attemptsAllowed: exam.attempts_allowed,
    passMark: exam.pass_mark,
    draw: parseJson<ExamSettings['draw']>(exam.draw),
    shuffle: exam.shuffle === 1,
    reviewPolicy: exam.review_policy as ReviewPolicy,
    published: exam.published === 1,
  };
}

export function presentManagedExam(
  exam: ExamRow,
  bank: readonly CurrentQuestionRow[],
  attemptCount: number,
): ManagedExam {
  return {
    id: exam.id,
    ...settingsOf(exam),
    ...drawSize(exam, bank),
    attemptCount,
    updatedAt: exam.updated_at,
  };
}

export function presentExamInfo(
  exam: ExamRow,
  size: { questionCount: number; totalPoints: number },
  viewer: ExamInfo['viewer'],
  now: Date,
): ExamInfo {
  return {
    id: exam.id,
    schoolId: exam.school_id,
    title: exam.title,
    description: exam.description,
    opensAt: exam.opens_at,
    closesAt: exam.closes_at,
    window: windowState(now, exam.opens_at, exam.closes_at),
    timeLimitMinutes: exam.time_limit_s === null ? null : Math.round(exam.time_limit_s / 60),
    attemptsAllowed: exam.attempts_allowed,
    passMark: exam.pass_mark,
    ...size,
    reviewPolicy: exam.review_policy as ReviewPolicy,
    serverNow: now.toISOString(),
    viewer,
  };
}

const deadlineOf = (attempt: AttemptRow) => (attempt.deadline_at ? new Date(attempt.deadline_at) : null);

export function presentAttempt(
  attempt: AttemptRow,
  exam: ExamRow,
  items: readonly PaperItem[],
  answers: readonly AnswerRow[],
  now: Date,
): Attempt {
  return {
    id: attempt.id,
    examId: attempt.exam_id,
    schoolId: attempt.school_id,
    title: exam.title,
    number: attempt.number,
    state: attempt.state as AttemptState,
    startedAt: attempt.started_at,
    deadlineAt: attempt.deadline_at,
    serverNow: now.toISOString(),
    remainingSeconds: attempt.state === 'in_progress' ? remainingSeconds(now, deadlineOf(attempt)) : 0,
    lastSeq: attempt.last_seq,
    questions: items.map(presentPaperQuestion),
    answers: answers.map((row) => ({ position: row.position, answer: answerOf(row), savedAt: row.saved_at })),
  };
}

export function presentResult(
  attempt: AttemptRow,
  exam: ExamRow,
  items: readonly PaperItem[],
  answers: readonly AnswerRow[],
  now: Date,
): AttemptResult {
  const policy = exam.review_policy as ReviewPolicy;
  const open = reviewVisible(policy, exam.closes_at, now);
  const byPosition = new Map(answers.map((row) => [row.position, row]));
  const score = attempt.score_x100 ?? 0;
  return {
    attemptId: attempt.id,
    examId: attempt.exam_id,
    title: exam.title,
    number: attempt.number,
    state: attempt.state as AttemptState,
    submittedAt: attempt.submitted_at,
    submittedBy: attempt.submitted_by as SubmittedBy | null,
    score: pointsOf(score),
    maxScore: pointsOf(attempt.max_score_x100),
    percent: percentOf(score, attempt.max_score_x100),
    passMark: exam.pass_mark,
    passed: attempt.passed === null ? null : attempt.passed === 1,
    pendingGrading: attempt.pending_grading,
    reviewPolicy: policy,
    reviewOpensAt: reviewOpensAt(policy, exam.closes_at, now),
    questions: open
      ? items.map((item) => {
          const row = byPosition.get(item.position);
          const answer = row ? answerOf(row) : null;
          const key = keyOf(item.version);
          const awarded = row?.awarded_x100 ?? (row ? null : 0);
          const correct =
            key.kind === 'essay'
              ? null
              : gradeAnswer(key, answer ?? undefined, item.version.points_x100).correct;
          return {
            ...presentPaperQuestion(item),
            answer,
            awarded: awarded === null ? null : pointsOf(awarded),
            key,
            explanation: item.version.explanation,
            correct,
            feedback: row?.feedback ?? null,
          };
        })
      : [],
  };
}
