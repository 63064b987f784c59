/**
 * Issue 24: every answer write acknowledged to the browser survives a kill -9 of the server (the same harness as
 * learning-durability.test.ts). A real server process (SQLite, or a fresh PostgreSQL database when DATABASE_URL
 * is set) takes a run of answer writes; right after the last acknowledgement it is killed with SIGKILL, started
 * again on the same database, and must answer with exactly what it acknowledged, the deadline unchanged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/paths.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../src/seed/index.ts';
import { QUESTIONS, examBody } from './support/exams.ts';

const SCHOOL = DEMO_IDS.demoAcademy;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-exam-kill-'));
const adminUrl = process.env.DATABASE_URL || null;
const pgName = `portico_exam_kill_${randomBytes(5).toString('hex')}`;
let databaseUrl = '';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!adminUrl) return;
  await admin(`CREATE DATABASE ${pgName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${pgName}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      RENDER_THREADS: '0',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

async function logIn(origin: string, account = 'learner@demo.test'): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/login/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: DEMO_PASSWORD, agreementAccepted: true }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

async function json(origin: string, cookie: string, url: string, body?: unknown, method?: string) {
  const answer = await fetch(`${origin}${url}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads answers by path
  return { status: answer.status, body: (await answer.json()) as { data: any } };
}

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
