/**
 * Attempts (issue 24): start or resume, read (close-on-read when overdue), answer writes (sequence numbers,
 * deadline + grace, rate limited per user), submit (idempotent), the result (per the review policy). Always the
 * viewer's own attempt in this school; never cached.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnswerWriteBody,
  AnswerWriteResultSchema,
  AttemptParams,
  AttemptResultSchema,
  AttemptSchema,
  EXAMS_API_PATHS,
  ExamParams,
  Ok,
  SubmitBody,
  SubmittedSchema,
  errorResponses,
  ok,
} from '@portico/contracts';
import {
  EXAM_RULES,
  remainingSeconds,
  submitterOf,
  type SubmittedBy,
  type AttemptState,
} from '@portico/core';
import type { Kysely } from 'kysely';
import { currentViewer, isMemberOf } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { takeFromBudget } from '../ai/limit.ts';
import { examAccess } from './access.ts';
import { closeIfOverdue, startAttempt, submitAttempt, writeAnswers } from './attempt-commands.ts';
import { paperItems, parsePaper } from './paper.ts';
import { requireExam, requireMember, requireOwnAttempt } from './policy.ts';
import { presentAttempt, presentResult } from './presenter.ts';
import { answersOf, findExam, versionsByIds, type AttemptRow } from './queries.ts';

const deadlineOf = (attempt: AttemptRow) => (attempt.deadline_at ? new Date(attempt.deadline_at) : null);

const ANSWER_BUDGET = { bucket: 'exam-answer', perMinute: EXAM_RULES.ANSWER_WRITES_PER_MINUTE };

/** The attempt with its paper, answers and exam, as the learner sees it. */
export async function attemptView(db: Kysely<Database>, attempt: AttemptRow) {
  const [exam, versions, answers] = await Promise.all([
    findExam(db, attempt.school_id, attempt.exam_id),
    versionsByIds(
      db,
      attempt.school_id,
      parsePaper(attempt.paper).map((entry) => entry.versionId),
    ),
    answersOf(db, attempt.id),
  ]);
  if (!exam) throw fail('ATTEMPT_NOT_FOUND', 'No such attempt');
  return { exam, items: paperItems(parsePaper(attempt.paper), versions), answers };
}

const attemptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const present = async (attempt: AttemptRow, now: Date) => {
    const view = await attemptView(app.db, attempt);
    return presentAttempt(attempt, view.exam, view.items, view.answers, now);
  };

  app.post(
    EXAMS_API_PATHS.attempts,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary: 'Start an attempt (paper drawn and deadline fixed now), or return the one in progress',
        params: ExamParams,
        response: { 200: Ok(AttemptSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, examId } = request.params;
      const exam = await requireExam(app.db, schoolId, examId);
      requireMember(viewer, schoolId);
      const now = new Date();
      const attempt = await startAttempt(app.db, {
        exam,
        userId: viewer.userId,
        member: isMemberOf(viewer, schoolId),
        now,
      });
      return ok(await present(attempt, now));
    },
  );

  app.get(
    EXAMS_API_PATHS.attempt,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary: "The viewer's attempt: paper, saved answers, lastSeq, server clock (submitted if overdue)",
        params: AttemptParams,
        response: { 200: Ok(AttemptSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, attemptId } = request.params;
      const now = new Date();
      const attempt = await closeIfOverdue(
        app.db,
        await requireOwnAttempt(app.db, schoolId, attemptId, viewer),
        now,
      );
      return ok(await present(attempt, now));
    },
  );

  app.put(
    EXAMS_API_PATHS.answers,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary:
          'Save answers (seq must exceed lastSeq, else 409 ATTEMPT_STALE_WRITE; after deadline + grace 409 ATTEMPT_TIME_UP)',
        params: AttemptParams,
        body: AnswerWriteBody,
        response: { 200: Ok(AnswerWriteResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, attemptId } = request.params;
      const attempt = await requireOwnAttempt(app.db, schoolId, attemptId, viewer);
      if (!(await takeFromBudget(app, ANSWER_BUDGET, viewer.userId))) {
        throw fail('RATE_LIMITED', 'Too many answer writes; try again in a minute');
      }
      const now = new Date();
      const saved = await writeAnswers(app.db, { attempt, write: request.body, now });
      const deadline = attempt.deadline_at ? new Date(attempt.deadline_at) : null;
      return ok({ ...saved, remainingSeconds: remainingSeconds(now, deadline) });
    },
  );

  app.post(
    EXAMS_API_PATHS.submit,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary:
          'Submit the attempt (idempotent: a second submit answers the first one); grades objective questions',
        params: AttemptParams,
        body: SubmitBody,
        response: { 200: Ok(SubmittedSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, attemptId } = request.params;
      const attempt = await requireOwnAttempt(app.db, schoolId, attemptId, viewer);
      const now = new Date();
      const overdue = await closeIfOverdue(app.db, attempt, now);
      const done =
        overdue.state === 'in_progress'
          ? await submitAttempt(app.db, {
              attempt,
              by: submitterOf({ timeUp: request.body.timeUp, deadline: deadlineOf(attempt), now }),
              now,
            })
          : overdue;
      return ok({
        attemptId: done.id,
        state: done.state as AttemptState,
        submittedAt: done.submitted_at ?? now.toISOString(),
        submittedBy: (done.submitted_by ?? 'learner') as SubmittedBy,
      });
    },
  );

  app.get(
    EXAMS_API_PATHS.result,
    {
      config: { access: examAccess.user },
      schema: {
        tags: ['exams'],
        summary:
          "A submitted attempt's score; answers, keys and explanations only when the review policy allows",
        params: AttemptParams,
        response: { 200: Ok(AttemptResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, attemptId } = request.params;
      const now = new Date();
      const attempt = await closeIfOverdue(
        app.db,
        await requireOwnAttempt(app.db, schoolId, attemptId, viewer),
        now,
      );
      if (attempt.state === 'in_progress')
        throw fail('ATTEMPT_NOT_FOUND', 'The attempt is not submitted yet');
      const view = await attemptView(app.db, attempt);
      return ok(presentResult(attempt, view.exam, view.items, view.answers, now));
    },
  );
};

export default attemptRoutes;
