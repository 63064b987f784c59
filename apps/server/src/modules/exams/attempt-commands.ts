/**
 * Attempts (issue 24): start (the paper drawn with the attempt's seed and stored, the deadline stored), answer
 * writes (one transaction: the sequence number claimed by a conditional update, then the answers — the reply is
 * sent after the commit, so an acknowledged answer survives a kill -9), submit (idempotent: only the first one
 * grades), close-on-read and the sweep's submit of overdue attempts, and the grading of an essay.
 */
import { randomUUID } from 'node:crypto';
import {
  EXAM_RULES,
  deadlineAt,
  drawPaper,
  gradeAnswer,
  isOverdue,
  isPassing,
  optionOrder,
  validateAnswer,
  type SubmittedBy,
} from '@portico/core';
import type { AnswerWrite } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { completeExamResources } from '../learning/commands.ts';
import {
  keyOf,
  optionsOf,
  paperItems,
  parseJson,
  parsePaper,
  shapeOf,
  answerOf,
  type PaperEntry,
} from './paper.ts';
import { startBlock, refuse } from './policy.ts';
import {
  answersOf,
  attemptsOf,
  currentQuestions,
  findAttempt,
  versionsByIds,
  type AttemptRow,
  type ExamRow,
} from './queries.ts';

type Draw = Parameters<typeof drawPaper>[0]['draw'];

const deadlineOf = (attempt: AttemptRow) => (attempt.deadline_at ? new Date(attempt.deadline_at) : null);

/** Submits the attempt if it is past deadline + grace (close-on-read); returns the attempt as it now stands. */
export async function closeIfOverdue(
  db: Kysely<Database>,
  attempt: AttemptRow,
  now: Date,
): Promise<AttemptRow> {
  if (attempt.state !== 'in_progress' || !isOverdue(now, deadlineOf(attempt))) return attempt;
  return submitAttempt(db, { attempt, by: 'deadline', now });
}

/** The running attempt (resumed), or a new one with its paper drawn and its deadline fixed. */
export async function startAttempt(
  db: Kysely<Database>,
  input: { exam: ExamRow; userId: string; member: boolean; now: Date },
): Promise<AttemptRow> {
  const { exam, userId, now } = input;
  const attempts = await attemptsOf(db, userId, [exam.id]);
  const running = attempts.find((attempt) => attempt.state === 'in_progress');
  if (running) {
    const stands = await closeIfOverdue(db, running, now);
    if (stands.state === 'in_progress') return stands;
  }
  const block = startBlock(exam, { member: input.member, attemptsUsed: attempts.length, now });
  if (block) throw refuse(block);
  const bank = await currentQuestions(db, exam.school_id);
  const seed = randomUUID();
  const drawn = drawPaper({ draw: parseJson<Draw>(exam.draw), bank, seed, shuffle: exam.shuffle === 1 });
  if (!drawn.ok) {
    throw drawn.reason === 'pool_too_small'
      ? fail('QUESTION_POOL_TOO_SMALL', 'The bank has too few questions for this exam', {
          category: drawn.category,
          available: drawn.available,
        })
      : fail('EXAM_SETTINGS_INVALID', 'The exam names a question that left the bank', { field: 'draw' });
  }
  const byId = new Map(bank.map((question) => [question.id, question]));
  const paper: PaperEntry[] = drawn.questionIds.map((questionId, index) => {
    const question = byId.get(questionId)!;
    const keys = optionsOf(question).map((option) => option.key);
    return {
      questionId,
      versionId: question.version_id,
      optionOrder: optionOrder(keys, seed, index + 1, exam.shuffle === 1),
    };
  });
  const maxX100 = drawn.questionIds.reduce((sum, id) => sum + (byId.get(id)?.points_x100 ?? 0), 0);
  const deadline = deadlineAt({
    startedAt: now,
    timeLimitSeconds: exam.time_limit_s,
    closesAt: exam.closes_at,
  });
  const id = newId();
  const inserted = await db
    .insertInto('exam_attempts')
    .values({
      id,
      school_id: exam.school_id,
      exam_id: exam.id,
      user_id: userId,
      number: attempts.length + 1,
      seed,
      paper: JSON.stringify(paper),
      state: 'in_progress',
      started_at: now.toISOString(),
      deadline_at: deadline?.toISOString() ?? null,
      last_seq: 0,
      max_score_x100: maxX100,
      pending_grading: 0,
    })
    // Two starts at once (double click, two tabs): the second finds the first's number taken and resumes it.
    .onConflict((conflict) => conflict.columns(['exam_id', 'user_id', 'number']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) {
    const again = (await attemptsOf(db, userId, [exam.id])).find(
      (attempt) => attempt.state === 'in_progress',
    );
    if (again) return again;
    throw fail('CONFLICT', 'Another start of this exam happened at the same time');
  }
  return (await findAttempt(db, exam.school_id, id))!;
}

/** Saves a batch of answers with its sequence number; refuses stale, late and invalid writes. */
export async function writeAnswers(
  db: Kysely<Database>,
  input: { attempt: AttemptRow; write: AnswerWrite; now: Date },
): Promise<{ seq: number; savedAt: string }> {
  const { attempt, write, now } = input;
  if (attempt.state !== 'in_progress') throw fail('ATTEMPT_SUBMITTED', 'The attempt is already submitted');
  if (isOverdue(now, deadlineOf(attempt))) {
    // Late: the attempt is submitted with what was saved before (the spec's "last saved answers").
    await submitAttempt(db, { attempt, by: 'deadline', now });
    throw fail('ATTEMPT_TIME_UP', 'Time is up; the attempt was submitted', {
      deadlineAt: attempt.deadline_at,
    });
  }
  const items = paperItems(
    parsePaper(attempt.paper),
    await versionsByIds(db, attempt.school_id, versionIdsOf(attempt)),
  );
  for (const { position, answer } of write.answers) {
    const item = items[position - 1];
    const field = item ? validateAnswer(shapeOf(item), answer) : 'position';
    if (field) throw fail('ANSWER_INVALID', 'The answer does not fit its question', { position, field });
  }
  const savedAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('exam_attempts')
      .set({ last_seq: write.seq })
      .where('id', '=', attempt.id)
      .where('state', '=', 'in_progress')
      .where('last_seq', '<', write.seq)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const current = await findAttempt(trx, attempt.school_id, attempt.id);
      if (current?.state !== 'in_progress')
        throw fail('ATTEMPT_SUBMITTED', 'The attempt is already submitted');
      throw fail('ATTEMPT_STALE_WRITE', 'A newer write was already saved', { lastSeq: current.last_seq });
    }
    // The last answer for a position in one batch wins.
    const latest = new Map(write.answers.map((entry) => [entry.position, entry.answer]));
    for (const [position, answer] of latest) {
      await trx
        .insertInto('exam_answers')
        .values({
          id: newId(),
          school_id: attempt.school_id,
          attempt_id: attempt.id,
          position,
          answer: JSON.stringify(answer),
          seq: write.seq,
          saved_at: savedAt,
        })
        .onConflict((conflict) =>
          conflict.columns(['attempt_id', 'position']).doUpdateSet({
            answer: JSON.stringify(answer),
            seq: write.seq,
            saved_at: savedAt,
          }),
        )
        .execute();
    }
  });
  return { seq: write.seq, savedAt };
}

const versionIdsOf = (attempt: AttemptRow) => parsePaper(attempt.paper).map((entry) => entry.versionId);

/**
 * Closes the attempt once: the conditional update lets only the first submit (learner, read, sweep — whichever
 * comes first) grade; every later call returns the attempt as it stands.
 */
export async function submitAttempt(
  db: Kysely<Database>,
  input: { attempt: AttemptRow; by: SubmittedBy; now: Date },
): Promise<AttemptRow> {
  const { attempt, by, now } = input;
  const nowIso = now.toISOString();
  const items = paperItems(
    parsePaper(attempt.paper),
    await versionsByIds(db, attempt.school_id, versionIdsOf(attempt)),
  );
  const exam = await db
    .selectFrom('exams')
    .select(['pass_mark'])
    .where('id', '=', attempt.exam_id)
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('exam_attempts')
      .set({ state: 'submitted', submitted_at: nowIso, submitted_by: by })
      .where('id', '=', attempt.id)
      .where('state', '=', 'in_progress')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const answers = new Map((await answersOf(trx, attempt.id)).map((row) => [row.position, row]));
    let score = 0;
    let pending = 0;
    for (const item of items) {
      const row = answers.get(item.position);
      const answer = row ? answerOf(row) : undefined;
      const key = keyOf(item.version);
      const waits = key.kind === 'essay' && answer?.kind === 'essay' && answer.text.trim() !== '';
      const awarded = waits ? null : (gradeAnswer(key, answer, item.version.points_x100).awardedX100 ?? 0);
      if (waits) pending += 1;
      score += awarded ?? 0;
      if (row) {
        await trx
          .updateTable('exam_answers')
          .set({ awarded_x100: awarded })
          .where('id', '=', row.id)
          .execute();
      }
    }
    await finishGrading(trx, { attempt, score, pending, passMark: exam?.pass_mark ?? 60, now: nowIso });
  });
  return (await findAttempt(db, attempt.school_id, attempt.id))!;
}

/** Stores score, pending count, state and passed (null while essays wait); a pass completes linked resources. */
async function finishGrading(
  trx: Kysely<Database>,
  input: { attempt: AttemptRow; score: number; pending: number; passMark: number; now: string },
) {
  const { attempt, score, pending } = input;
  const passed = pending > 0 ? null : isPassing(score, attempt.max_score_x100, input.passMark);
  await trx
    .updateTable('exam_attempts')
    .set({
      score_x100: score,
      pending_grading: pending,
      state: pending > 0 ? 'submitted' : 'graded',
      passed: passed === null ? null : passed ? 1 : 0,
    })
    .where('id', '=', attempt.id)
    .execute();
  if (passed) {
    await completeExamResources(trx, {
      schoolId: attempt.school_id,
      userId: attempt.user_id,
      examId: attempt.exam_id,
      now: input.now,
    });
  }
}

/** A grader's points (0..the question's points) and feedback for one essay; recomputes the attempt. */
export async function gradeEssay(
  db: Kysely<Database>,
  input: {
    attempt: AttemptRow;
    position: number;
    points: number;
    feedback: string;
    graderId: string;
    now: Date;
  },
) {
  const { attempt, position } = input;
  if (attempt.state === 'in_progress') throw fail('ATTEMPT_NOT_FOUND', 'The attempt is not submitted yet');
  const entry = parsePaper(attempt.paper)[position - 1];
  const version = entry && (await versionsByIds(db, attempt.school_id, [entry.versionId]))[0];
  if (!version || keyOf(version).kind !== 'essay') throw fail('NOT_FOUND', 'No essay at this position');
  const awarded = Math.round(input.points * 100);
  if (awarded > version.points_x100) {
    throw fail('GRADE_INVALID', 'More points than the question is worth', { max: version.points_x100 / 100 });
  }
  const exam = await db
    .selectFrom('exams')
    .select('pass_mark')
    .where('id', '=', attempt.exam_id)
    .executeTakeFirst();
  const nowIso = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const values = {
      awarded_x100: awarded,
      graded_by: input.graderId,
      graded_at: nowIso,
      feedback: input.feedback.trim(),
    };
    const updated = await trx
      .updateTable('exam_answers')
      .set(values)
      .where('attempt_id', '=', attempt.id)
      .where('position', '=', position)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw fail('NOT_FOUND', 'No answer at this position');
    const rows = await answersOf(trx, attempt.id);
    const score = rows.reduce((sum, row) => sum + (row.awarded_x100 ?? 0), 0);
    const pending = rows.filter((row) => row.awarded_x100 === null).length;
    await finishGrading(trx, { attempt, score, pending, passMark: exam?.pass_mark ?? 60, now: nowIso });
  });
}

/** Submits every attempt past deadline + grace (the sweep); returns how many it closed. */
export async function sweepOverdue(
  db: Kysely<Database>,
  now: Date,
  graceSeconds: number = EXAM_RULES.GRACE_SECONDS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - graceSeconds * 1000).toISOString();
  const overdue = await db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('state', '=', 'in_progress')
    .where('deadline_at', 'is not', null)
    .where('deadline_at', '<', cutoff)
    .limit(500)
    .execute();
  let closed = 0;
  for (const attempt of overdue) {
    const after = await submitAttempt(db, { attempt, by: 'deadline', now });
    if (after.submitted_at === now.toISOString()) closed += 1;
  }
  return closed;
}
