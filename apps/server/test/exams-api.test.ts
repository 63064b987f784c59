/**
 * Issue 24: the question bank, exam settings, attempts (sequence numbers, deadline + grace, close-on-read, the
 * sweep, idempotent submit), results by review policy, essay grading, practice and the mistake book, the
 * learner's exam list — per school and per user, on both engines.
 */
import { describe, expect, it } from 'vitest';
import { EXAM_RULES } from '@portico/core';
import { sweepOverdue } from '../src/modules/exams/attempt-commands.ts';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { useTestApp } from './support/app.ts';
import {
  QUESTIONS,
  attemptUrl,
  createExam,
  examBody,
  examUrl,
  examWorld,
  infoUrl,
  qUrl,
  startUrl,
} from './support/exams.ts';
import { call } from './support/user-panel.ts';
import { DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { DEMO_EXAM_IDS } from '../src/seed/demo-exams.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

const RIGHT = [
  { position: 1, answer: { kind: 'single', choice: 'B' } },
  { position: 2, answer: { kind: 'multiple', choices: ['A', 'C'] } },
  { position: 3, answer: { kind: 'truefalse', value: true } },
  { position: 4, answer: { kind: 'blank', blanks: ['  ＰＡＲＩＳ '] } },
  { position: 5, answer: { kind: 'essay', text: 'The Seine flows through Paris.' } },
];

async function started(overrides: Record<string, unknown> = {}) {
  const w = await examWorld(ctx.app, db());
  const examId = await createExam(ctx.app, w, overrides);
  const start = await call(ctx.app, w.memberJar, 'POST', startUrl(w.school.id, examId));
  expect(start.status).toBe(200);
  return { w, examId, attempt: start.body.data, attemptId: start.body.data.id as string };
}

/** Moves an attempt's deadline into the past (as if its time ran out `seconds` ago). */
async function expire(attemptId: string, seconds: number) {
  const deadline = new Date(Date.now() - seconds * 1000).toISOString();
  await db()
    .updateTable('exam_attempts')
    .set({ deadline_at: deadline })
    .where('id', '=', attemptId)
    .execute();
}

describe('question bank', () => {
  it('lets a lecturer create, list, read, edit (a new version) and retire questions; stems are sanitised', async () => {
    const w = await examWorld(ctx.app, db());
    const list = await call(ctx.app, w.lecturerJar, 'GET', `${qUrl(w.school.id)}?category=Maths`);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.categories).toEqual([
      { category: 'Geography', count: 2 },
      { category: 'Maths', count: 3 },
    ]);
    const single = await call(ctx.app, w.lecturerJar, 'GET', qUrl(w.school.id, w.questionIds.single));
    expect(single.body.data.stem).toBe('<p>2 + 2 = ?</p>');
    expect(single.body.data.version).toBe(1);
    const edited = await call(ctx.app, w.lecturerJar, 'PUT', qUrl(w.school.id, w.questionIds.single), {
      ...QUESTIONS.single,
      stem: '2 + 3 = ?',
      key: { kind: 'single', choice: 'C' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ version: 2, stem: '2 + 3 = ?', key: { choice: 'C' } });
    const retired = await call(ctx.app, w.lecturerJar, 'DELETE', qUrl(w.school.id, w.questionIds.single));
    expect(retired.status).toBe(200);
    const gone = await call(ctx.app, w.lecturerJar, 'GET', qUrl(w.school.id, w.questionIds.single));
    expect(gone.body.errorCode).toBe('QUESTION_NOT_FOUND');
  });

  it('refuses a key that names no option, a kind change, and malformed bodies', async () => {
    const w = await examWorld(ctx.app, db());
    const badKey = await call(ctx.app, w.lecturerJar, 'POST', qUrl(w.school.id), {
      ...QUESTIONS.single,
      key: { kind: 'single', choice: 'F' },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body).toMatchObject({ errorCode: 'QUESTION_INVALID', details: { field: 'key' } });
    const kind = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      qUrl(w.school.id, w.questionIds.single),
      QUESTIONS.truefalse,
    );
    expect(kind.body).toMatchObject({ errorCode: 'QUESTION_INVALID', details: { field: 'kind' } });
    const malformed = await call(ctx.app, w.lecturerJar, 'POST', qUrl(w.school.id), { kind: 'single' });
    expect(malformed.status).toBe(400);
  });

  it("is for lecturers of the school only; another school's question is not found", async () => {
    const w = await examWorld(ctx.app, db());
    expect((await call(ctx.app, null, 'GET', qUrl(w.school.id))).status).toBe(401);
    expect((await call(ctx.app, w.memberJar, 'GET', qUrl(w.school.id))).status).toBe(403);
    expect((await call(ctx.app, w.otherLecturerJar, 'GET', qUrl(w.school.id))).status).toBe(403);
    const foreign = await call(ctx.app, w.lecturerJar, 'GET', qUrl(w.school.id, w.otherQuestionId));
    expect(foreign.body.errorCode).toBe('QUESTION_NOT_FOUND');
    const foreignEdit = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      qUrl(w.school.id, w.otherQuestionId),
      QUESTIONS.single,
    );
    expect(foreignEdit.status).toBe(404);
  });
});

describe('exam settings and info', () => {
  it('creates, lists and updates exams; refuses contradictions and a draw the bank cannot fill', async () => {
    const w = await examWorld(ctx.app, db());
    const examId = await createExam(ctx.app, w);
    const list = await call(ctx.app, w.lecturerJar, 'GET', examUrl(w.school.id));
    expect(list.body.data.records[0]).toMatchObject({
      id: examId,
      questionCount: 5,
      totalPoints: 12,
      attemptCount: 0,
    });
    const ids = Object.values(w.questionIds);
    const backwards = await call(
      ctx.app,
      w.lecturerJar,
      'PUT',
      examUrl(w.school.id, examId),
      examBody(ids, { opensAt: '2030-01-02T00:00:00Z', closesAt: '2030-01-01T00:00:00Z' }),
    );
    expect(backwards.body).toMatchObject({
      errorCode: 'EXAM_SETTINGS_INVALID',
      details: { field: 'closesAt' },
    });
    const tooMany = await call(
      ctx.app,
      w.lecturerJar,
      'POST',
      examUrl(w.school.id),
      examBody(ids, { draw: { mode: 'random', rules: [{ category: 'Geography', count: 3 }] } }),
    );
    expect(tooMany.body).toMatchObject({
      errorCode: 'QUESTION_POOL_TOO_SMALL',
      details: { category: 'Geography', available: 2 },
    });
    const foreign = await call(
      ctx.app,
      w.lecturerJar,
      'POST',
      examUrl(w.school.id),
      examBody([w.otherQuestionId]),
    );
    expect(foreign.body.errorCode).toBe('EXAM_SETTINGS_INVALID');
    expect((await call(ctx.app, w.memberJar, 'GET', examUrl(w.school.id))).status).toBe(403);
    expect(
      (await call(ctx.app, w.otherLecturerJar, 'PUT', examUrl(w.school.id, examId), examBody(ids))).status,
    ).toBe(403);
  });

  it('shows visitors the info without keys or standing; members their standing; drafts are not found', async () => {
    const w = await examWorld(ctx.app, db());
    const examId = await createExam(ctx.app, w);
    const visitor = await call(ctx.app, null, 'GET', infoUrl(w.school.id, examId));
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({
      window: 'open',
      questionCount: 5,
      timeLimitMinutes: 20,
      viewer: null,
    });
    expect(JSON.stringify(visitor.body.data)).not.toContain('Paris');
    const member = await call(ctx.app, w.memberJar, 'GET', infoUrl(w.school.id, examId));
    expect(member.body.data.viewer).toMatchObject({
      attemptsUsed: 0,
      blockedBy: null,
      inProgressAttemptId: null,
    });
    const outsider = await call(ctx.app, w.outsiderJar, 'GET', infoUrl(w.school.id, examId));
    expect(outsider.body.data.viewer.blockedBy).toBe('EXAM_MEMBERS_ONLY');
    const draft = await createExam(ctx.app, w, { published: false });
    expect((await call(ctx.app, null, 'GET', infoUrl(w.school.id, draft))).body.errorCode).toBe(
      'EXAM_NOT_FOUND',
    );
    expect((await call(ctx.app, null, 'GET', infoUrl(w.other.id, examId))).body.errorCode).toBe(
      'EXAM_NOT_FOUND',
    );
  });

  it("puts a signed-in viewer's exam info in the examInfo page, as the API gives it; a visitor's page and other schools' get none", async () => {
    const w = await examWorld(ctx.app, db());
    const examId = await createExam(ctx.app, w);
    const page = async (schoolId: string, jar: CookieJar | null, view = 'examInfo') => {
      const viewer = jar ? await resolveViewer(ctx.app.db, jar.get('access_token')!) : null;
      const url = `/iexam/${schoolId}/${view}?examId=${examId}`;
      return (await buildBootstrap(db(), ctx.config, { url, host: 'localhost', viewer })).page;
    };
    const api = await call(ctx.app, w.memberJar, 'GET', infoUrl(w.school.id, examId));
    const member = await page(w.school.id, w.memberJar);
    expect(member).toEqual({ kind: 'exam-info', info: { ...api.body.data, serverNow: expect.any(String) } });
    expect(await page(w.school.id, w.memberJar, 'open/examInfo')).toMatchObject({ kind: 'exam-info' });
    expect(await page(w.school.id, null)).toEqual({ kind: 'none' });
    // Another school's exam id under this school's path names no exam here: the browser's request says so.
    expect(await page(w.other.id, w.memberJar)).toEqual({ kind: 'none' });
    expect(await page(w.school.id, w.memberJar, 'examContent')).toEqual({ kind: 'none' });
  });

  it('says why a start is blocked: not open yet, closed', async () => {
    const w = await examWorld(ctx.app, db());
    const later = await createExam(ctx.app, w, { opensAt: '2099-01-01T00:00:00Z' });
    const start = await call(ctx.app, w.memberJar, 'POST', startUrl(w.school.id, later));
    expect(start.body).toMatchObject({
      errorCode: 'EXAM_NOT_OPEN',
      details: { opensAt: '2099-01-01T00:00:00.000Z' },
    });
    const closed = await createExam(ctx.app, w, {
      opensAt: '2020-01-01T00:00:00Z',
      closesAt: '2020-02-01T00:00:00Z',
    });
    expect((await call(ctx.app, w.memberJar, 'POST', startUrl(w.school.id, closed))).body.errorCode).toBe(
      'EXAM_CLOSED',
    );
  });
});

describe('attempts', () => {
  it('starts with a paper without keys and a server deadline; a second start resumes it', async () => {
    const { w, examId, attempt } = await started();
    expect(attempt).toMatchObject({ state: 'in_progress', number: 1, lastSeq: 0, answers: [] });
    expect(attempt.questions.map((q: { kind: string }) => q.kind)).toEqual([
      'single',
      'multiple',
      'truefalse',
      'blank',
      'essay',
    ]);
    expect(attempt.questions[1].partialCredit).toBe('proportional');
    expect(attempt.questions[3].blankCount).toBe(1);
    expect(JSON.stringify(attempt)).not.toMatch(/"choices?"|Paris|explanation|Four/u);
    expect(attempt.remainingSeconds).toBeGreaterThan(20 * 60 - 5);
    expect(Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)).toBe(20 * 60 * 1000);
    const again = await call(ctx.app, w.memberJar, 'POST', startUrl(w.school.id, examId));
    expect(again.body.data.id).toBe(attempt.id);
  });

  it("is for members: visitors log in, non-members are refused, others' and other schools' attempts are not found", async () => {
    const { w, examId, attemptId } = await started();
    expect((await call(ctx.app, null, 'POST', startUrl(w.school.id, examId))).status).toBe(401);
    const outsider = await call(ctx.app, w.outsiderJar, 'POST', startUrl(w.school.id, examId));
    expect(outsider.body.errorCode).toBe('EXAM_MEMBERS_ONLY');
    const peer = await call(ctx.app, w.peerJar, 'GET', attemptUrl(w.school.id, attemptId));
    expect(peer.body.errorCode).toBe('ATTEMPT_NOT_FOUND');
    const peerWrite = await call(ctx.app, w.peerJar, 'PUT', attemptUrl(w.school.id, attemptId, '/answers'), {
      seq: 1,
      answers: [RIGHT[0]],
    });
    expect(peerWrite.body.errorCode).toBe('ATTEMPT_NOT_FOUND');
    const elsewhere = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.other.id, attemptId));
    expect(elsewhere.status).toBe(404);
    expect((await call(ctx.app, null, 'GET', attemptUrl(w.school.id, attemptId))).status).toBe(401);
  });

  it('saves answers with growing sequence numbers; a stale write is refused with the last one saved', async () => {
    const { w, attemptId } = await started();
    const url = attemptUrl(w.school.id, attemptId, '/answers');
    const first = await call(ctx.app, w.memberJar, 'PUT', url, { seq: 1, answers: RIGHT.slice(0, 2) });
    expect(first.status).toBe(200);
    expect(first.body.data.seq).toBe(1);
    const stale = await call(ctx.app, w.memberJar, 'PUT', url, {
      seq: 1,
      answers: [{ position: 1, answer: { kind: 'single', choice: 'A' } }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorCode: 'ATTEMPT_STALE_WRITE', details: { lastSeq: 1 } });
    await call(ctx.app, w.memberJar, 'PUT', url, { seq: 5, answers: [RIGHT[4]] });
    const read = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId));
    expect(read.body.data.lastSeq).toBe(5);
    expect(read.body.data.answers.map((a: { position: number }) => a.position)).toEqual([1, 2, 5]);
    expect(read.body.data.answers[0].answer).toEqual({ kind: 'single', choice: 'B' });
  });

  it('refuses answers that do not fit their question, and malformed writes', async () => {
    const { w, attemptId } = await started();
    const url = attemptUrl(w.school.id, attemptId, '/answers');
    const unknown = await call(ctx.app, w.memberJar, 'PUT', url, {
      seq: 1,
      answers: [{ position: 1, answer: { kind: 'single', choice: 'H' } }],
    });
    expect(unknown.body).toMatchObject({ errorCode: 'ANSWER_INVALID', details: { position: 1 } });
    const wrongKind = await call(ctx.app, w.memberJar, 'PUT', url, {
      seq: 1,
      answers: [{ position: 3, answer: { kind: 'essay', text: 'x' } }],
    });
    expect(wrongKind.body.errorCode).toBe('ANSWER_INVALID');
    const noSuch = await call(ctx.app, w.memberJar, 'PUT', url, {
      seq: 1,
      answers: [{ position: 9, answer: RIGHT[0]!.answer }],
    });
    expect(noSuch.body.errorCode).toBe('ANSWER_INVALID');
    expect((await call(ctx.app, w.memberJar, 'PUT', url, { seq: 0, answers: [] })).status).toBe(400);
    // Nothing was saved: the next write may still use seq 1.
    expect((await call(ctx.app, w.memberJar, 'PUT', url, { seq: 1, answers: [RIGHT[0]] })).status).toBe(200);
  });

  it('accepts a write within the grace; after deadline + grace refuses it and submits the saved answers', async () => {
    const { w, attemptId } = await started();
    const url = attemptUrl(w.school.id, attemptId, '/answers');
    await call(ctx.app, w.memberJar, 'PUT', url, { seq: 1, answers: [RIGHT[0]] });
    await expire(attemptId, EXAM_RULES.GRACE_SECONDS - 10);
    const inGrace = await call(ctx.app, w.memberJar, 'PUT', url, { seq: 2, answers: [RIGHT[1]] });
    expect(inGrace.status).toBe(200);
    expect(inGrace.body.data.remainingSeconds).toBe(0);
    await expire(attemptId, EXAM_RULES.GRACE_SECONDS + 5);
    const late = await call(ctx.app, w.memberJar, 'PUT', url, { seq: 3, answers: [RIGHT[2]] });
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('ATTEMPT_TIME_UP');
    const result = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId, '/result'));
    expect(result.body.data).toMatchObject({ submittedBy: 'deadline', score: 4 });
    const after = await call(ctx.app, w.memberJar, 'PUT', url, { seq: 4, answers: [RIGHT[2]] });
    expect(after.body.errorCode).toBe('ATTEMPT_SUBMITTED');
  });

  it('limits answer writes per learner and minute', async () => {
    const { w, attemptId } = await started();
    const url = attemptUrl(w.school.id, attemptId, '/answers');
    for (let seq = 1; seq <= EXAM_RULES.ANSWER_WRITES_PER_MINUTE; seq += 1) {
      const saved = await call(ctx.app, w.memberJar, 'PUT', url, { seq, answers: [RIGHT[4]] });
      expect(saved.status).toBe(200);
    }
    const over = await call(ctx.app, w.memberJar, 'PUT', url, { seq: 10_000, answers: [RIGHT[4]] });
    expect(over.status).toBe(429);
    expect(over.body.errorCode).toBe('RATE_LIMITED');
    // Another learner has a budget of their own.
    const peer = await started();
    const other = await call(
      ctx.app,
      peer.w.memberJar,
      'PUT',
      attemptUrl(peer.w.school.id, peer.attemptId, '/answers'),
      {
        seq: 1,
        answers: [RIGHT[0]],
      },
    );
    expect(other.status).toBe(200);
  });

  it('submits an overdue attempt when it is read (close-on-read)', async () => {
    const { w, attemptId } = await started();
    await expire(attemptId, EXAM_RULES.GRACE_SECONDS + 1);
    const read = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId));
    expect(read.body.data.state).not.toBe('in_progress');
    const row = await db()
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(row.submitted_by).toBe('deadline');
  });

  it('the sweep submits an abandoned attempt once its deadline + grace has passed', async () => {
    const { attemptId } = await started();
    const row = await db()
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    const deadline = Date.parse(row.deadline_at!);
    await sweepOverdue(db(), new Date(deadline + 10_000));
    expect(
      (
        await db()
          .selectFrom('exam_attempts')
          .select('state')
          .where('id', '=', attemptId)
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('in_progress');
    expect(
      await sweepOverdue(db(), new Date(deadline + (EXAM_RULES.GRACE_SECONDS + 1) * 1000)),
    ).toBeGreaterThanOrEqual(1);
    const after = await db()
      .selectFrom('exam_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ state: 'graded', submitted_by: 'deadline', score_x100: 0, passed: 0 });
  });
});

describe('submit, grading and results', () => {
  it('grades objective answers at submit; the essay waits; a second submit changes nothing', async () => {
    const { w, examId, attemptId } = await started();
    await call(ctx.app, w.memberJar, 'PUT', attemptUrl(w.school.id, attemptId, '/answers'), {
      seq: 1,
      answers: RIGHT,
    });
    const submit = await call(
      ctx.app,
      w.memberJar,
      'POST',
      attemptUrl(w.school.id, attemptId, '/submit'),
      {},
    );
    expect(submit.status).toBe(200);
    expect(submit.body.data).toMatchObject({ state: 'submitted', submittedBy: 'learner' });
    const twice = await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, attemptId, '/submit'), {});
    expect(twice.body.data).toEqual(submit.body.data);
    const result = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId, '/result'));
    expect(result.body.data).toMatchObject({ score: 8, maxScore: 12, passed: null, pendingGrading: 1 });
    expect(result.body.data.questions[3]).toMatchObject({
      correct: true,
      awarded: 2,
      key: { blanks: [['Paris']] },
    });

    // The queue shows the essay to the school's lecturers only.
    const grading = `/api/exam/v1/${w.school.id}/grading`;
    expect((await call(ctx.app, w.memberJar, 'GET', grading)).status).toBe(403);
    const queue = await call(ctx.app, w.lecturerJar, 'GET', grading);
    const item = queue.body.data.records.find((r: { attemptId: string }) => r.attemptId === attemptId);
    expect(item).toMatchObject({
      position: 5,
      points: 4,
      answerText: 'The Seine flows through Paris.',
      learnerName: 'Test User',
    });
    const gradeUrl = `${grading}/${attemptId}/5`;
    const tooMuch = await call(ctx.app, w.lecturerJar, 'PUT', gradeUrl, { points: 5, feedback: '' });
    expect(tooMuch.body.errorCode).toBe('GRADE_INVALID');
    expect(
      (await call(ctx.app, w.otherLecturerJar, 'PUT', gradeUrl, { points: 1, feedback: '' })).status,
    ).toBe(403);
    const graded = await call(ctx.app, w.lecturerJar, 'PUT', gradeUrl, { points: 3, feedback: 'Good' });
    expect(graded.status).toBe(200);
    const final = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId, '/result'));
    expect(final.body.data).toMatchObject({
      state: 'graded',
      score: 11,
      percent: 91.7,
      passed: true,
      pendingGrading: 0,
    });
    expect(final.body.data.questions[4]).toMatchObject({ awarded: 3, feedback: 'Good' });
    const info = await call(ctx.app, w.memberJar, 'GET', infoUrl(w.school.id, examId));
    expect(info.body.data.viewer).toMatchObject({
      attemptsUsed: 1,
      passed: true,
      bestPercent: 91.7,
      blockedBy: null,
    });
  });

  it('hides answers and keys until the window closes (after_close) and for good (never)', async () => {
    for (const reviewPolicy of ['after_close', 'never']) {
      const { w, attemptId } = await started({ reviewPolicy, closesAt: '2099-01-01T00:00:00Z' });
      await call(ctx.app, w.memberJar, 'PUT', attemptUrl(w.school.id, attemptId, '/answers'), {
        seq: 1,
        answers: RIGHT,
      });
      await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, attemptId, '/submit'), {});
      const result = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId, '/result'));
      expect(result.body.data.questions).toEqual([]);
      expect(result.body.data.reviewOpensAt).toBe(
        reviewPolicy === 'after_close' ? '2099-01-01T00:00:00.000Z' : null,
      );
      expect(JSON.stringify(result.body.data)).not.toContain('Paris');
      expect(result.body.data.score).toBe(8);
    }
  });

  it('refuses a third attempt when two are allowed', async () => {
    const { w, examId, attemptId } = await started();
    await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, attemptId, '/submit'), {});
    const second = await call(ctx.app, w.memberJar, 'POST', startUrl(w.school.id, examId));
    expect(second.body.data.number).toBe(2);
    await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, second.body.data.id, '/submit'), {});
    const third = await call(ctx.app, w.memberJar, 'POST', startUrl(w.school.id, examId));
    expect(third.body).toMatchObject({ errorCode: 'EXAM_NO_ATTEMPTS_LEFT', details: { attemptsAllowed: 2 } });
  });

  it('keeps the drawn version when the bank is edited during an attempt', async () => {
    const { w, attemptId } = await started();
    await call(ctx.app, w.lecturerJar, 'PUT', qUrl(w.school.id, w.questionIds.single), {
      ...QUESTIONS.single,
      stem: 'Changed',
      key: { kind: 'single', choice: 'A' },
    });
    const read = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId));
    expect(read.body.data.questions[0].stem).toBe('<p>2 + 2 = ?</p>');
    await call(ctx.app, w.memberJar, 'PUT', attemptUrl(w.school.id, attemptId, '/answers'), {
      seq: 1,
      answers: [RIGHT[0]],
    });
    await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, attemptId, '/submit'), {});
    const result = await call(ctx.app, w.memberJar, 'GET', attemptUrl(w.school.id, attemptId, '/result'));
    expect(result.body.data.questions[0]).toMatchObject({ correct: true, awarded: 2 });
  });
});

describe('practice and the mistake book', () => {
  it('lists sets to visitors; members practise with feedback; wrong answers stay in the book until removed', async () => {
    const w = await examWorld(ctx.app, db());
    const home = `/api/exam/v1/open/${w.school.id}/practice`;
    const visitor = await call(ctx.app, null, 'GET', home);
    expect(visitor.body.data.sets).toEqual([
      { category: 'Geography', questionCount: 2, answered: 0, wrong: 0 },
      { category: 'Maths', questionCount: 3, answered: 0, wrong: 0 },
    ]);
    const setUrl = `/api/exam/v1/${w.school.id}/practice/questions?category=Geography`;
    expect((await call(ctx.app, null, 'GET', setUrl)).status).toBe(401);
    expect((await call(ctx.app, w.outsiderJar, 'GET', setUrl)).body.errorCode).toBe('EXAM_MEMBERS_ONLY');
    const set = await call(ctx.app, w.memberJar, 'GET', setUrl);
    expect(set.body.data.questions).toHaveLength(2);
    expect(JSON.stringify(set.body.data)).not.toContain('Paris');
    const answerUrl = `/api/exam/v1/${w.school.id}/practice/answers`;
    const wrong = await call(ctx.app, w.memberJar, 'POST', answerUrl, {
      questionId: w.questionIds.blank,
      version: 1,
      answer: { kind: 'blank', blanks: ['Lyon'] },
    });
    expect(wrong.body.data).toMatchObject({
      correct: false,
      key: { blanks: [['Paris']] },
      explanation: 'Paris',
    });
    const right = await call(ctx.app, w.memberJar, 'POST', answerUrl, {
      questionId: w.questionIds.blank,
      version: 1,
      answer: { kind: 'blank', blanks: ['paris'] },
    });
    expect(right.body.data.correct).toBe(true);
    const mistakesUrl = `/api/exam/v1/${w.school.id}/practice/mistakes`;
    const book = await call(ctx.app, w.memberJar, 'GET', mistakesUrl);
    expect(book.body.data.records).toHaveLength(1);
    expect(book.body.data.records[0]).toMatchObject({ category: 'Geography', wrongCount: 1 });
    expect(JSON.stringify(book.body.data)).not.toContain('Paris');
    expect((await call(ctx.app, w.peerJar, 'GET', mistakesUrl)).body.data.total).toBe(0);
    const mine = await call(ctx.app, w.memberJar, 'GET', home);
    expect(mine.body.data).toMatchObject({ mistakeCount: 1 });
    expect(mine.body.data.sets[0]).toMatchObject({ answered: 1, wrong: 1 });
    const removed = await call(ctx.app, w.memberJar, 'DELETE', `${mistakesUrl}/${w.questionIds.blank}`);
    expect(removed.status).toBe(200);
    expect((await call(ctx.app, w.memberJar, 'GET', mistakesUrl)).body.data.total).toBe(0);
    const foreign = await call(ctx.app, w.memberJar, 'POST', answerUrl, {
      questionId: w.otherQuestionId,
      version: 1,
      answer: { kind: 'single', choice: 'B' },
    });
    expect(foreign.body.errorCode).toBe('QUESTION_NOT_FOUND');
  });
});

describe('my exams', () => {
  it("lists the viewer's exams by status; visitors log in", async () => {
    const { w, examId, attemptId } = await started();
    const url = `/api/personal-center/v1/exams?schoolId=${w.school.id}`;
    const running = await call(ctx.app, w.memberJar, 'GET', url);
    expect(running.body.data.records).toEqual([
      expect.objectContaining({ examId, status: 'in_progress', attemptId, passed: null }),
    ]);
    const peer = await call(ctx.app, w.peerJar, 'GET', url);
    expect(peer.body.data.records[0]).toMatchObject({ status: 'upcoming', attemptId: null });
    await call(ctx.app, w.memberJar, 'PUT', attemptUrl(w.school.id, attemptId, '/answers'), {
      seq: 1,
      answers: RIGHT.slice(0, 4),
    });
    await call(ctx.app, w.memberJar, 'POST', attemptUrl(w.school.id, attemptId, '/submit'), {});
    const done = await call(ctx.app, w.memberJar, 'GET', url);
    expect(done.body.data.records[0]).toMatchObject({ status: 'graded', percent: 66.7, passed: true });
    expect((await call(ctx.app, null, 'GET', url)).status).toBe(401);
    expect((await call(ctx.app, w.outsiderJar, 'GET', url)).body.data.records).toEqual([]);
  });
});

describe('the demo exams', () => {
  it('lets the demo learner take and pass the Python check, which completes its course resource', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const school = DEMO_IDS.demoAcademy;
    const examId = DEMO_EXAM_IDS.pythonCheck;
    const info = await call(ctx.app, null, 'GET', infoUrl(school, examId));
    expect(info.body.data).toMatchObject({
      questionCount: 7,
      timeLimitMinutes: 20,
      reviewPolicy: 'immediately',
    });
    const start = await call(ctx.app, jar, 'POST', startUrl(school, examId));
    expect(start.status).toBe(200);
    // The right answers, read from the bank the way the grader does (the paper itself carries no keys).
    const paper = JSON.parse(
      (
        await db()
          .selectFrom('exam_attempts')
          .select('paper')
          .where('id', '=', start.body.data.id)
          .executeTakeFirstOrThrow()
      ).paper,
    ) as Array<{ versionId: string }>;
    const answers = [];
    for (const [index, entry] of paper.entries()) {
      const version = await db()
        .selectFrom('exam_question_versions')
        .select('answer_key')
        .where('id', '=', entry.versionId)
        .executeTakeFirstOrThrow();
      const key = JSON.parse(version.answer_key);
      const answer =
        key.kind === 'blank'
          ? { kind: 'blank', blanks: key.blanks.map((accepted: string[]) => accepted[0]) }
          : key.kind === 'multiple'
            ? { kind: 'multiple', choices: key.choices }
            : key;
      answers.push({ position: index + 1, answer });
    }
    const url = attemptUrl(school, start.body.data.id);
    expect((await call(ctx.app, jar, 'PUT', `${url}/answers`, { seq: 1, answers })).status).toBe(200);
    await call(ctx.app, jar, 'POST', `${url}/submit`, {});
    const result = await call(ctx.app, jar, 'GET', `${url}/result`);
    expect(result.body.data).toMatchObject({ state: 'graded', percent: 100, passed: true });
    // The exam info lists the finished attempt with its result (the page links each one).
    const after = await call(ctx.app, jar, 'GET', infoUrl(school, examId));
    expect(after.body.data.viewer.history).toEqual([
      expect.objectContaining({
        id: start.body.data.id,
        number: 1,
        state: 'graded',
        percent: 100,
        passed: true,
      }),
    ]);
    expect((await call(ctx.app, null, 'GET', infoUrl(school, examId))).body.data.viewer).toBeNull();
    const progress = await db()
      .selectFrom('resource_progress as p')
      .innerJoin('course_resources as r', 'r.id', 'p.resource_id')
      .select('p.completed_at')
      .where('r.exam_id', '=', examId)
      .where('p.user_id', '=', DEMO_IDS.learner)
      .executeTakeFirst();
    expect(progress?.completed_at).toBeTruthy();
    // The course's learning view names the exam (its link) and shows the part complete.
    const resource = await db()
      .selectFrom('course_resources')
      .select(['id', 'course_id'])
      .where('exam_id', '=', examId)
      .executeTakeFirstOrThrow();
    const learn = await call(
      ctx.app,
      jar,
      'GET',
      `/api/course/v1/courses/${resource.course_id}/resources/${resource.id}?schoolId=${school}`,
    );
    expect(learn.body.data).toMatchObject({ kind: 'exam', examId, state: { completed: true } });
    const mine = await call(ctx.app, jar, 'GET', `/api/personal-center/v1/exams?schoolId=${school}`);
    expect(mine.body.data.records.map((r: { examId: string }) => r.examId).sort()).toEqual(
      [DEMO_EXAM_IDS.pythonCheck, DEMO_EXAM_IDS.dataFinal].sort(),
    );
  });

  it('never lets a shared cache keep exam answers', async () => {
    const info = await send(ctx.app, null, {
      method: 'GET',
      url: infoUrl(DEMO_IDS.demoAcademy, DEMO_EXAM_IDS.dataFinal),
    });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('private, no-store');
  });
});
