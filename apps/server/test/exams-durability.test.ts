/**
 * Issue 24: every answer write acknowledged to the browser survives a kill -9 of the server (the same harness as
 * learning-durability.test.ts). A real server process (SQLite, or a fresh PostgreSQL database when DATABASE_URL
 * is set) takes a run of answer writes; right after the last acknowledgement it is killed with SIGKILL, started
 * again on the same database, and must answer with exactly what it acknowledged, the deadline unchanged.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { QUESTIONS, examBody } from './support/exams.ts';
import { freePort, json, killed, logIn, useKillableServer } from './support/killable-server.ts';

const SCHOOL = DEMO_IDS.demoAcademy;
const { start: startServer } = useKillableServer('exam-kill');

describe('answers survive a kill -9', { timeout: 240_000 }, () => {
  it('keeps every acknowledged answer, the last sequence number and the deadline', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    try {
      const admin = await logIn(origin, 'admin@demo.test');
      const ids: string[] = [];
      for (const question of [QUESTIONS.single, QUESTIONS.blank, QUESTIONS.essay]) {
        const created = await json(origin, admin, `/api/exam/v1/${SCHOOL}/questions`, question);
        expect(created.status).toBe(200);
        ids.push(created.body.data.id);
      }
      const exam = await json(
        origin,
        admin,
        `/api/exam/v1/${SCHOOL}/exams`,
        examBody(ids, { title: 'Kill test' }),
      );
      expect(exam.status).toBe(200);
      const cookie = await logIn(origin);
      const start = await json(
        origin,
        cookie,
        `/api/exam/v1/${SCHOOL}/exams/${exam.body.data.id}/attempts`,
        {},
      );
      expect(start.status).toBe(200);
      const attemptId: string = start.body.data.id;
      const deadlineAt: string = start.body.data.deadlineAt;
      const answersUrl = `/api/exam/v1/${SCHOOL}/attempts/${attemptId}/answers`;
      // An essay typed in 30 saves, each acknowledged before the next, then the other two questions at once.
      let text = '';
      for (let seq = 1; seq <= 30; seq += 1) {
        text += `word${seq} `;
        const saved = await json(
          origin,
          cookie,
          answersUrl,
          { seq, answers: [{ position: 3, answer: { kind: 'essay', text } }] },
          'PUT',
        );
        expect(saved.status).toBe(200);
      }
      const last = await json(
        origin,
        cookie,
        answersUrl,
        {
          seq: 31,
          answers: [
            { position: 1, answer: { kind: 'single', choice: 'B' } },
            { position: 2, answer: { kind: 'blank', blanks: ['Paris'] } },
          ],
        },
        'PUT',
      );
      expect(last.status).toBe(200);
      await killed(server);

      server = await startServer(port);
      const again = await logIn(origin);
      const read = await json(origin, again, `/api/exam/v1/${SCHOOL}/attempts/${attemptId}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ state: 'in_progress', lastSeq: 31, deadlineAt });
      expect(read.body.data.answers.map((row: { answer: unknown }) => row.answer)).toEqual([
        { kind: 'single', choice: 'B' },
        { kind: 'blank', blanks: ['Paris'] },
        { kind: 'essay', text },
      ]);
      // The clock is the stored deadline: what remains is the deadline minus the server's now, restart or not.
      const expected = (Date.parse(deadlineAt) - Date.parse(read.body.data.serverNow)) / 1000;
      expect(Math.abs(read.body.data.remainingSeconds - expected)).toBeLessThanOrEqual(1);
      expect(read.body.data.remainingSeconds).toBeGreaterThan(15 * 60);
    } finally {
      if (server.exitCode === null) await killed(server);
    }
  });
});
