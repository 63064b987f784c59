/**
 * Starts the real portal server (the same entry as `npm run portal`) on a free port with a fresh SQLite
 * database in a temporary folder, and stops it after the suite. Like `npm run portal`, it starts the local
 * identity provider of the O3 single sign-on (apps/idp, oidc-provider) and points the server at it (issue 14).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startIdp, type RunningIdp } from '@portico/idp';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  origin: string;
  port: number;
  /** The O3 school's identity provider. */
  idp: RunningIdp;
  /** What the server printed (warnings and errors at LOG_LEVEL=warn): for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
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

async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy in 120 s:\n${output()}`);
}

/**
 * The compiled server (what `npm run portal` runs; `npm run test:e2e` builds it first): it starts in a fraction of
 * the time tsx needs to compile the TypeScript, which matters when every suite starts its own server on a busy
 * two-core CI machine. E2E_SERVER_SOURCE=1 runs the TypeScript instead (no build needed while editing the server).
 */
function serverEntry(): string[] {
  if (process.env.E2E_SERVER_SOURCE === '1') return ['--import', 'tsx', 'apps/server/src/main.ts'];
  const built = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(built))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  return ['--enable-source-maps', built];
}

export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-'));
  const origin = `http://127.0.0.1:${port}`;
  const idp = await startIdp({
    clients: [
      {
        clientId: 'portico-e2e',
        clientSecret: 'portico-e2e-secret',
        redirectUris: [`${origin}/login/third/callback`],
      },
    ],
  });
  let log = '';
  const child = spawn(process.execPath, serverEntry(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The browser tests sign in with the demo accounts, whatever NODE_ENV the runner has.
      SEED_DEMO: 'true',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'portico-e2e',
      OIDC_CLIENT_SECRET: 'portico-e2e-secret',
      OIDC_REDIRECT_URI: `${origin}/login/third/callback`,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForHealth(origin, child, () => log);
  } catch (error) {
    // A server that did not start must not leave the provider keeping the test process alive.
    child.kill('SIGTERM');
    await idp.close();
    throw error;
  }
  return {
    origin,
    port,
    idp,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await idp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
