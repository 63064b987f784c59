/**
 * `npm run cluster` (issue 17 §4): N built instances (default 2) of the server on PostgreSQL + Redis behind
 * nginx, as compose.yaml runs them — same environment variables, same nginx template
 * (deploy/nginx/portico.conf.template). Migrations (and the demo data) run once, before the instances start;
 * the instances start with MIGRATE_ON_START=false. Ctrl-C stops nginx, then the instances (gracefully), then exits.
 *
 *   npm run cluster                       # 2 instances, nginx on http://localhost:8080
 *   CLUSTER_INSTANCES=3 CLUSTER_PORT=9090 npm run cluster
 *
 * `startCluster()` is also what the load test (bench/src/cluster-load.ts) drives.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = path.join(repoRoot, 'apps/server/dist/main.js');
const WEB_CLIENT_DIR = path.join(repoRoot, 'apps/web/dist/client');
const NGINX_DIR = path.join(repoRoot, 'deploy/nginx');
const BROTLI_MODULE = '/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf';

export interface ClusterOptions {
  instances?: number;
  /** nginx's port. */
  port?: number;
  /** The first instance's port; the others follow. */
  firstInstancePort?: number;
  databaseUrl?: string;
  redisUrl?: string;
  redisKeyPrefix?: string;
  /** Where nginx's config, pid, temp files and logs and the instances' logs go. */
  runDir?: string;
  /** Drop and recreate the database first (the load test starts from the demo data). */
  freshDatabase?: boolean;
  /** Extra environment for every instance (and the migration). */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface Instance {
  index: number;
  port: number;
  origin: string;
  child: ChildProcess;
  logFile: string;
}

export interface RunningCluster {
  origin: string;
  instances: Instance[];
  nginx: ChildProcess;
  accessLog: string;
  databaseUrl: string;
  env: NodeJS.ProcessEnv;
  /** Stops nginx, then the instances with SIGTERM (graceful); resolves when all exited. */
  stop(): Promise<void>;
}

/** The environment of every instance: the same variables compose.yaml sets (a test keeps them in step). */
export function instanceEnv(options: {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  dataDir: string;
}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix,
    // nginx is the one hop in front: request.ip is the address nginx saw.
    TRUST_PROXY_HOPS: '1',
    // `npm run migrate` ran once before; instances never migrate concurrently.
    MIGRATE_ON_START: 'false',
    // Uploads live on one disk all instances share.
    DATA_DIR: options.dataDir,
    SHUTDOWN_DELAY_MS: '0',
    SHUTDOWN_TIMEOUT_MS: '10000',
    LOG_LEVEL: 'warn',
  };
}

/** Renders the nginx template: every ${PORTICO_*} must be given (as envsubst would, minus silent blanks). */
export function renderNginxConfig(vars: Record<string, string>): string {
  const template = fs.readFileSync(path.join(NGINX_DIR, 'portico.conf.template'), 'utf8');
  return template.replace(/\$\{(PORTICO_[A-Z_]+)\}/g, (_match, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`nginx template: ${name} is not set`);
    return value;
  });
}

export function nginxVars(options: {
  port: number;
  upstreams: string[];
  runDir: string;
  accessLog: string;
}): Record<string, string> {
  return {
    PORTICO_LISTEN: `127.0.0.1:${options.port}`,
    PORTICO_UPSTREAM_SERVERS: options.upstreams
      .map((address) => `server ${address} max_fails=1 fail_timeout=5s;`)
      .join(' '),
    PORTICO_WEB_CLIENT_DIR: WEB_CLIENT_DIR,
    PORTICO_NGINX_RUN_DIR: options.runDir,
    PORTICO_NGINX_CONF_DIR: NGINX_DIR,
    PORTICO_ACCESS_LOG: options.accessLog,
    PORTICO_BROTLI_STATIC: fs.existsSync(BROTLI_MODULE)
      ? 'brotli_static on;'
      : '# brotli_static: module not installed',
  };
}

async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function prepareDatabase(databaseUrl: string, fresh: boolean): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  if (fresh) await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`).catch((error: { code?: string }) => {
    if (error.code !== '42P04') throw error; // already there
  });
}

function ensureBuilt(log: (line: string) => void): void {
  if (fs.existsSync(SERVER_ENTRY) && fs.existsSync(path.join(WEB_CLIENT_DIR, 'assets'))) return;
  log('building the web app and the server…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

function ensureNginx(): void {
  const ensure = spawnSync('bash', [path.join(repoRoot, 'scripts/ensure-nginx.sh')], { stdio: 'inherit' });
  if (ensure.status !== 0) throw new Error('nginx is missing');
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited early`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export function startInstance(index: number, port: number, env: NodeJS.ProcessEnv, runDir: string): Instance {
  const logFile = path.join(runDir, `instance-${index}.log`);
  const out = fs.openSync(logFile, 'a');
  // Its own process group: a Ctrl-C reaches the cluster script, which stops the instances in order.
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  return { index, port, origin: `http://127.0.0.1:${port}`, child, logFile };
}

export async function startCluster(options: ClusterOptions = {}): Promise<RunningCluster> {
  const log = options.log ?? ((line: string) => console.log(`[cluster] ${line}`));
  const count = options.instances ?? 2;
  const port = options.port ?? 8080;
  const firstPort = options.firstInstancePort ?? 3101;
  const databaseUrl = options.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/portico_cluster';
  const runDir = path.resolve(options.runDir ?? path.join(repoRoot, '.cluster'));
  fs.mkdirSync(runDir, { recursive: true });

  ensureNginx();
  ensureBuilt(log);
  const redisCheck = spawnSync('bash', [path.join(repoRoot, 'scripts/ensure-redis.sh')], {
    stdio: 'inherit',
  });
  if (redisCheck.status !== 0) throw new Error('Redis is not available');
  await prepareDatabase(databaseUrl, options.freshDatabase ?? false);

  const env = {
    ...instanceEnv({
      databaseUrl,
      redisUrl: options.redisUrl ?? 'redis://127.0.0.1:6379',
      redisKeyPrefix: options.redisKeyPrefix ?? 'portico-cluster:',
      dataDir: path.join(runDir, 'data'),
    }),
    // The cluster is a demo: seed the demo accounts unless told otherwise.
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    ...options.env,
  };

  log('migrating once (npm run migrate)…');
  const migrate = spawnSync(process.execPath, [SERVER_ENTRY, 'migrate'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (migrate.status !== 0) throw new Error('migration failed');

  const instances = Array.from({ length: count }, (_, i) => startInstance(i + 1, firstPort + i, env, runDir));
  const stopInstances = async () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => exited(instance.child)));
  };
  try {
    await Promise.all(
      instances.map((instance) =>
        waitFor(
          `${instance.origin}/readyz`,
          instance.child,
          `instance ${instance.index} (${instance.logFile})`,
        ),
      ),
    );
  } catch (error) {
    await stopInstances();
    throw error;
  }
  log(`${count} instances ready on ports ${firstPort}–${firstPort + count - 1} (logs in ${runDir})`);

  const accessLog = path.join(runDir, 'access.log');
  const confFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(
    confFile,
    renderNginxConfig(
      nginxVars({ port, upstreams: instances.map((i) => `127.0.0.1:${i.port}`), runDir, accessLog }),
    ),
  );
  const nginx = spawn('nginx', ['-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/readyz`, nginx, 'nginx', 10_000);
  } catch (error) {
    nginx.kill('SIGTERM');
    await stopInstances();
    throw error;
  }
  log(`nginx on ${origin} (config ${confFile}, access log ${accessLog})`);

  return {
    origin,
    instances,
    nginx,
    accessLog,
    databaseUrl,
    env,
    async stop() {
      // nginx first (SIGQUIT: finish what it is proxying), so no request meets a stopping instance.
      if (nginx.exitCode === null) nginx.kill('SIGQUIT');
      await exited(nginx);
      await stopInstances();
    },
  };
}

async function main() {
  const cluster = await startCluster({
    instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
    port: Number(process.env.CLUSTER_PORT ?? 8080),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    ...(process.env.REDIS_KEY_PREFIX ? { redisKeyPrefix: process.env.REDIS_KEY_PREFIX } : {}),
  });
  console.log(
    `Portico cluster: ${cluster.origin.replace('127.0.0.1', 'localhost')} — Ctrl-C stops everything`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping nginx and the instances…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // An instance or nginx that dies on its own is reported; the rest keep serving (that is the point).
  for (const instance of cluster.instances) {
    instance.child.once('exit', (code, signal) => {
      if (!stopping) console.error(`[cluster] instance ${instance.index} exited (${signal ?? code})`);
    });
  }
  cluster.nginx.once('exit', (code) => {
    if (!stopping) {
      console.error(`[cluster] nginx exited (${code}); stopping`);
      void stop();
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
