/**
 * Issue 23 item 9: every progress write acknowledged to the browser survives a kill -9 of the server. A real
 * server process (on SQLite, or on a fresh PostgreSQL database when DATABASE_URL is set) takes a run of
 * heartbeats; right after the last acknowledgement it is killed with SIGKILL, started again on the same
 * database, and must answer with exactly what it acknowledged.
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

const SCHOOL = DEMO_IDS.demoAcademy;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-kill-'));
const adminUrl = process.env.DATABASE_URL || null;
const pgName = `portico_kill_${randomBytes(5).toString('hex')}`;
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

async function logIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/login/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'learner@demo.test', password: DEMO_PASSWORD, agreementAccepted: true }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';', 1)[0])
    .join('; ');
}

async function json(origin: string, cookie: string, url: string, body?: unknown) {
  const answer = await fetch(`${origin}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads answers by path
  return { status: answer.status, body: (await answer.json()) as { data: any } };
}

describe('progress survives a kill -9', { timeout: 240_000 }, () => {
  it('keeps every acknowledged position, page and completion', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server = await startServer(port);
    try {
      const cookie = await logIn(origin);
      const enrolments = await json(origin, cookie, `/api/personal-center/v1/enrolments?schoolId=${SCHOOL}`);
      const ml = enrolments.body.data.records.find(
        (record: { course: { name: string } }) => record.course.name === '机器学习基础',
      );
      const courseId: string = ml.course.id;
      const outline = await json(
        origin,
        cookie,
        `/api/course/v1/open/courses/${courseId}/outline?schoolId=${SCHOOL}`,
      );
      const [video, pdf, article] = outline.body.data.chapters[0].resources.map((r: { id: string }) => r.id);
      const beat = (body: Record<string, unknown>) =>
        json(origin, cookie, `/api/course/v1/learning/beats?schoolId=${SCHOOL}`, {
          courseId,
          activeSeconds: 0,
          ...body,
        });
      // A run of video beats, each acknowledged before the next, then the article read to its end and a page.
      let position = 0;
      for (let seq = 0; seq < 25; seq += 1) {
        position = 10 + seq * 0.5;
        const answer = await beat({ resourceId: video, viewingKey: 'kill-test-video', seq, position });
        expect(answer.status).toBe(200);
      }
      expect((await beat({ resourceId: pdf, viewingKey: 'kill-test-pdf', seq: 0, page: 2 })).status).toBe(
        200,
      );
      const last = await beat({
        resourceId: article,
        viewingKey: 'kill-test-article',
        seq: 0,
        reachedEnd: true,
      });
      expect(last.body.data).toMatchObject({ resourceCompleted: true, courseProgress: 20 });
      await killed(server);

      server = await startServer(port);
      const again = await logIn(origin);
      const resource = (id: string) =>
        json(origin, again, `/api/course/v1/courses/${courseId}/resources/${id}?schoolId=${SCHOOL}`);
      expect((await resource(video)).body.data.state.resumeSeconds).toBe(position);
      expect((await resource(pdf)).body.data.state.lastPage).toBe(2);
      expect((await resource(article)).body.data.state.completed).toBe(true);
      const after = await json(
        origin,
        again,
        `/api/course/v1/open/courses/${courseId}/outline?schoolId=${SCHOOL}`,
      );
      expect(after.body.data.enrolment.progress).toBe(20);
    } finally {
      if (server.exitCode === null) await killed(server);
    }
  });
});
