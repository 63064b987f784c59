/**
 * Issue 24 "time runs out while the page is open": the page whose timer reached zero submits with `timeUp`, and the
 * attempt is recorded as submitted by the deadline (graded at once, the result shown); a page claiming a time-up
 * long before the deadline submits as the learner; a malformed claim is refused. Both engines.
 */
import { EXAM_RULES } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import { attemptUrl, createExam, examWorld, startUrl } from './support/exams.ts';
import { call } from './support/user-panel.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

async function started() {
  const w = await examWorld(ctx.app, db());
  const examId = await createExam(ctx.app, w);
  const start = await call(ctx.app, w.memberJar, 'POST', startUrl(w.school.id, examId));
  expect(start.status).toBe(200);
  return { w, attemptId: start.body.data.id as string };
}

/** Puts the attempt's deadline `seconds` from now (negative: passed). */
async function deadlineIn(attemptId: string, seconds: number) {
  await db()
    .updateTable('exam_attempts')
    .set({ deadline_at: new Date(Date.now() + seconds * 1000).toISOString() })
    .where('id', '=', attemptId)
    .execute();
}

describe('submit when the time is up', () => {
  it('a time-up submit at the deadline is the deadline’s, and the result is there at once', async () => {
    const { w, attemptId } = await started();
    await deadlineIn(attemptId, 1);
    const submit = await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, attemptId, '/submit'), {
      timeUp: true,
    });
    expect(submit.status).toBe(200);
    expect(submit.body.data.submittedBy).toBe('deadline');
    const result = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId, '/result'));
    expect(result.body.data).toMatchObject({ submittedBy: 'deadline' });
    expect(result.body.data.state).not.toBe('in_progress');
  });

  it('a time-up claim long before the deadline is the learner’s submit', async () => {
    const { w, attemptId } = await started();
    await deadlineIn(attemptId, EXAM_RULES.TIME_UP_SLACK_S + 60);
    const submit = await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, attemptId, '/submit'), {
      timeUp: true,
    });
    expect(submit.body.data.submittedBy).toBe('learner');
  });

  it('refuses a malformed claim', async () => {
    const { w, attemptId } = await started();
    const submit = await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, attemptId, '/submit'), {
      timeUp: 'yes',
    });
    expect(submit.status).toBe(400);
  });
});
