/**
 * A published exam's info and the viewer's standing (issue 24): what `GET …/exams/{examId}` answers and what the
 * examInfo page carries on first paint for a signed-in viewer (issue 28 item 4). Reading it closes the viewer's
 * overdue attempt first, so the standing never shows a running attempt whose time is up.
 */
import type { ExamInfo } from '@portico/contracts';
import { percentOf, type AttemptState } from '@portico/core';
import type { Kysely } from 'kysely';
import { isMemberOf, type Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { closeIfOverdue } from './attempt-commands.ts';
import { requireExam, startBlock } from './policy.ts';
import { drawSize, presentExamInfo } from './presenter.ts';
import { attemptsOf, currentQuestions, type ExamRow } from './queries.ts';

export async function loadExamInfo(
  db: Kysely<Database>,
  schoolId: string,
  examId: string,
  viewer: Viewer | null,
  now: Date,
): Promise<ExamInfo> {
  const exam = await requireExam(db, schoolId, examId);
  const size = drawSize(exam, await currentQuestions(db, schoolId));
  const standing = viewer ? await standingOf(db, { schoolId, exam }, viewer, now) : null;
  return presentExamInfo(exam, size, standing, now);
}

async function standingOf(
  db: Kysely<Database>,
  { schoolId, exam }: { schoolId: string; exam: ExamRow },
  viewer: Viewer,
  now: Date,
): Promise<ExamInfo['viewer']> {
  const attempts = await Promise.all(
    (await attemptsOf(db, viewer.userId, [exam.id])).map((attempt) => closeIfOverdue(db, attempt, now)),
  );
  const running = attempts.find((attempt) => attempt.state === 'in_progress') ?? null;
  const closed = attempts.filter((attempt) => attempt.state !== 'in_progress');
  const best = closed.reduce<number | null>((top, attempt) => {
    const percent = percentOf(attempt.score_x100 ?? 0, attempt.max_score_x100);
    return top === null || percent > top ? percent : top;
  }, null);
  const block = running
    ? null
    : startBlock(exam, { member: isMemberOf(viewer, schoolId), attemptsUsed: attempts.length, now });
  return {
    attemptsUsed: attempts.length,
    inProgressAttemptId: running?.id ?? null,
    blockedBy: block?.code ?? null,
    lastAttemptId: attempts.at(-1)?.id ?? null,
    bestPercent: best,
    passed: attempts.some((attempt) => attempt.passed === 1),
    history: closed.map((attempt) => ({
      id: attempt.id,
      number: attempt.number,
      state: attempt.state as AttemptState,
      submittedAt: attempt.submitted_at,
      percent: percentOf(attempt.score_x100 ?? 0, attempt.max_score_x100),
      passed: attempt.passed === null ? null : attempt.passed === 1,
    })),
  };
}
