/**
 * A real server process for the kill -9 tests (issues 23 and 24): SQLite in its own folder, or a fresh PostgreSQL
 * database when DATABASE_URL is set (created before the file's tests, dropped after); started with the demo data,
 * killed with SIGKILL, started again on the same data; plus the HTTP helpers those tests speak with.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { REPO_ROOT } from '../../src/config/paths.ts';
import { DEMO_PASSWORD } from '../../src/seed/index.ts';

async function admin(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Registers the file's database set-up and clean-up; `start(port)` runs the server on that data. */
export function useKillableServer(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portico-${name}-`));
  const adminUrl = process.env.DATABASE_URL || null;
  const pgName = `portico_${name.replaceAll('-', '_')}_${randomBytes(5).toString('hex')}`;
  let databaseUrl = '';

  beforeAll(async () => {
    if (!adminUrl) return;
    await admin(adminUrl, `CREATE DATABASE ${pgName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${pgName}`;
    databaseUrl = url.toString();
  });
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) await admin(adminUrl, `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
  });

  async function start(port: number): Promise<ChildProcess> {
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

  return { start };
}

export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

export async function logIn(origin: string, account = 'learner@demo.test'): Promise<string> {
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

/** A JSON request with the session cookie: GET without a body, POST with one unless `method` says otherwise. */
export async function json(origin: string, cookie: string, url: string, body?: unknown, method?: string) {
  const answer = await fetch(`${origin}${url}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read answers by path
  return { status: answer.status, body: (await answer.json()) as { data: any } };
}
