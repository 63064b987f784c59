/**
 * Issue 17 §4–5, the process entry as operators run it: `main migrate` migrates once and exits; an instance with
 * MIGRATE_ON_START=false refuses a database that is not migrated, starts on one that is, and exits 0 after a
 * graceful shutdown on SIGTERM. Real processes on a SQLite file of their own (the entry's logic is the same on
 * PostgreSQL; the migrations themselves are tested on both engines elsewhere).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/paths.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const ENV = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  MIGRATE_ON_START: 'false',
};

function start(
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...ENV, ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// Real processes starting through tsx: seconds each on a busy machine.
describe('the process entry', { timeout: 90_000 }, () => {
  it('refuses to start on a database that is not migrated when MIGRATE_ON_START=false', async () => {
    const run = start([]);
    expect(await exitCode(run.child)).toBe(1);
    expect(run.output()).toMatch(/run npm run migrate first/);
  });

  it('`migrate` applies the migrations once and exits', async () => {
    const first = start(['migrate']);
    expect(await exitCode(first.child)).toBe(0);
    expect(first.output()).toMatch(/^Migrated \(0001_initial, /m);
    const second = start(['migrate']);
    expect(await exitCode(second.child)).toBe(0);
    expect(second.output()).toMatch(/^Migrated \(nothing to apply\)/m);
  });

  it('then starts, serves, and exits 0 after draining on SIGTERM', async () => {
    const port = await freePort();
    const run = start([], { PORT: String(port) });
    const exited = exitCode(run.child);
    let ready = false;
    for (let attempt = 0; attempt < 300 && !ready && run.child.exitCode === null; attempt += 1) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready, run.output()).toBe(true);
    run.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
