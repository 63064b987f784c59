/**
 * Starts the portal the way `npm run portal` does (the compiled server `apps/server/dist/main.js` when it is
 * built, else the TypeScript entry through tsx) on a free port with its own SQLite folder and the demo data, for
 * the browser benchmarks. `startPortal({ entry })` picks the entry explicitly (the start-up benchmark times both).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const COMPILED_ENTRY = path.join(repoRoot, 'apps/server/dist/main.js');

export type ServerEntry = 'dist' | 'tsx';

export interface RunningPortal {
  origin: string;
  /** Milliseconds from the process spawn to the first 200 of /api/health. */
  startupMs: number;
  dataDir: string;
  /** The server process (its CPU time is in /proc/<pid>/stat on Linux). */
  pid: number | undefined;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function entryArgs(entry: ServerEntry): string[] {
  return entry === 'dist' ? [COMPILED_ENTRY] : ['--import', 'tsx', 'apps/server/src/main.ts'];
}

async function waitForHealth(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`server did not become healthy in 60 s:\n${log()}`);
}

export async function startPortal(
  options: {
    entry?: ServerEntry;
    dataDir?: string;
    nodeArgs?: string[];
    /** Extra environment (e.g. DATABASE_URL for PostgreSQL; SQLite in dataDir otherwise). */
    env?: Record<string, string>;
  } = {},
): Promise<RunningPortal> {
  const entry = options.entry ?? (fs.existsSync(COMPILED_ENTRY) ? 'dist' : 'tsx');
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
  let log = '';
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entryArgs(entry)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child, () => log);
  const startupMs = performance.now() - started;
  return {
    origin,
    startupMs,
    dataDir,
    pid: child.pid,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds (user + system, all threads) the process has used so far, from /proc (Linux); null elsewhere. */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
