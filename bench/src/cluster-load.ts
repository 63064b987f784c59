/**
 * Load test through nginx (`npm run cluster:test`, issue 17 §4): the cluster of `npm run cluster` with 2
 * instances on a fresh PostgreSQL database and a fresh Redis key prefix, then
 *   1. anonymous traffic (portal home, shell JSON), 2. signed-in traffic, 3. logins,
 *   4. a login throttle spread over both instances, 5. an admin write read back through both instances,
 *   6. an upload cut on instance 1 and finished through instance 2 (bench/src/cluster-upload.ts, issue 25),
 *   7. SIGKILL of one instance in the middle of read load plus acknowledged writes: failed reads, failed writes,
 *      acknowledged writes missing from the database, and what the survivor serves afterwards,
 *   8. the killed instance restarted and taking traffic again.
 * Prints the figures (and writes bench/results/cluster-load.json). A measurement, not a timed test: it fails
 * (exit 1) only on a broken guarantee — a lost acknowledged write, a throttle that did not hold, a write not
 * visible through an instance, an upload not resumable through the other instance, a survivor that did not serve.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Request, type Result } from 'autocannon';
import pg from 'pg';
import { repoRoot, startCluster, startInstance, type RunningCluster } from '../../scripts/cluster.ts';
import { uploadAcrossInstances } from './cluster-upload.ts';

const SCHOOL = '1000000000000000001';
const PASSWORD = 'Portico-demo-2026';
const SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 8);
const CONNECTIONS = 16;
const ANONYMOUS: Request[] = [
  { path: `/portal/${SCHOOL}?sxz-lang=zh_CN` },
  { path: `/api/portal/api/v2/portal/open/navigations?schoolId=${SCHOOL}` },
  { path: `/api/school/schools/open/schoolDetails?schoolId=${SCHOOL}` },
  { path: `/portal/${SCHOOL}?sxz-lang=en_US` },
];

const problems: string[] = [];
const figures: Record<string, unknown> = {};
const check = (ok: boolean, message: string) => {
  if (!ok) problems.push(message);
  console.log(`${ok ? '  ok ' : '  FAIL'} ${message}`);
};

interface Answer {
  status: number;
  body: { data?: unknown; errorCode?: string } | null;
  cookie: string;
}

async function request(
  origin: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; agent?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      'user-agent': options.agent ?? 'cluster-load',
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  let body: Answer['body'] = null;
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    // a page, not JSON
  }
  return { status: response.status, body, cookie };
}

const login = (origin: string, account: string, password: string, agent?: string) =>
  request(origin, 'POST', '/api/auth/login/init', {
    body: { account, password, agreementAccepted: true },
    ...(agent ? { agent } : {}),
  });

/** Access-log lines whose user agent is `agent`: which upstream answered each. */
function upstreamsOf(cluster: RunningCluster, agent: string): string[] {
  return fs
    .readFileSync(cluster.accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.endsWith(`ua="${agent}"`))
    .map((line) => /upstream=(\S+(?:, \S+)*) upstream_status/.exec(line)?.[1] ?? '?');
}

function summary(result: Result) {
  return {
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
  };
}

async function load(
  cluster: RunningCluster,
  title: string,
  requests: Request[],
  options: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
) {
  const result = await autocannon({
    url: cluster.origin,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    requests: requests.map((r) => ({ ...r, headers: { ...options.headers, ...r.headers } })),
    timeout: 10,
  });
  const figure = summary(result);
  console.log(`${title}: ${JSON.stringify(figure)}`);
  return figure;
}

async function traffic(cluster: RunningCluster) {
  console.log('\n== traffic through nginx (2 instances) ==');
  await load(cluster, 'warm-up', ANONYMOUS, { seconds: 2 });
  figures.anonymous = await load(cluster, 'anonymous (home, navigations, schoolDetails)', ANONYMOUS);
  const learner = await login(cluster.origin, 'learner@demo.test', PASSWORD);
  check(learner.status === 200, `learner logs in through nginx (${learner.status})`);
  figures.signedIn = await load(cluster, 'signed-in (same pages, learner)', ANONYMOUS, {
    headers: { cookie: learner.cookie },
  });
  const body = JSON.stringify({ account: 'teacher@demo.test', password: PASSWORD, agreementAccepted: true });
  figures.logins = await load(
    cluster,
    'logins (teacher, right password)',
    [{ method: 'POST', path: '/api/auth/login/init', headers: { 'content-type': 'application/json' }, body }],
    { seconds: Math.min(SECONDS, 5), connections: 4 },
  );
}

async function throttle(cluster: RunningCluster) {
  console.log('\n== login throttle across instances ==');
  const agent = `throttle-${randomBytes(3).toString('hex')}`;
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1)
    statuses.push((await login(cluster.origin, 'outsider@demo.test', 'wrong', agent)).status);
  const upstreams = new Set(upstreamsOf(cluster, agent));
  check(
    statuses.every((s) => s === 401),
    `5 wrong passwords answered 401 (${statuses.join(',')})`,
  );
  check(upstreams.size === 2, `the failures were spread over both instances (${[...upstreams].join(' | ')})`);
  const after: number[] = [];
  const refusedAgent = `${agent}-right`;
  for (let i = 0; i < 2; i += 1)
    after.push((await login(cluster.origin, 'outsider@demo.test', PASSWORD, refusedAgent)).status);
  check(
    after.every((s) => s === 429),
    `then the right password is refused on both instances (${after.join(',')} via ${upstreamsOf(cluster, refusedAgent).join(' | ')})`,
  );
  figures.throttle = { failures: statuses, afterwards: after, upstreams: [...upstreams] };
}

async function adminWrite(cluster: RunningCluster) {
  console.log('\n== an admin write, read back through both instances ==');
  const learner = await login(cluster.origin, 'learner@demo.test', PASSWORD);
  const created = await request(
    cluster.origin,
    'POST',
    `/api/school/feedback/addFeedback?schoolId=${SCHOOL}`,
    {
      cookie: learner.cookie,
      body: { feedbackType: 0, feedbackContent: 'cluster load: admin write', clientType: '1' },
    },
  );
  const feedbackId = (created.body?.data as { id?: string } | undefined)?.id;
  check(created.status === 200 && Boolean(feedbackId), `learner's feedback stored (${created.status})`);
  const admin = await login(cluster.origin, 'admin@demo.test', PASSWORD);
  const reply = `Answered at ${new Date().toISOString()}`;
  const replied = await request(
    cluster.origin,
    'POST',
    `/api/school/feedback/inbox/${feedbackId}/reply?schoolId=${SCHOOL}`,
    { cookie: admin.cookie, body: { content: reply } },
  );
  check(replied.status === 200, `admin replies to it (${replied.status})`);
  const agent = `admin-read-${randomBytes(3).toString('hex')}`;
  const seen: boolean[] = [];
  for (let i = 0; i < 4; i += 1) {
    const inbox = await request(cluster.origin, 'GET', `/api/school/feedback/inbox?schoolId=${SCHOOL}`, {
      cookie: admin.cookie,
      agent,
    });
    const records = (inbox.body?.data as { records?: { id: string; reply: string | null }[] } | undefined)
      ?.records;
    seen.push(records?.find((r) => r.id === feedbackId)?.reply === reply);
  }
  const upstreams = new Set(upstreamsOf(cluster, agent));
  check(
    seen.every(Boolean) && upstreams.size === 2,
    `the reply is visible on every read, from both instances (${[...upstreams].join(' | ')})`,
  );
}

async function kill(cluster: RunningCluster) {
  console.log('\n== SIGKILL of instance 1 under load ==');
  const learner = await login(cluster.origin, 'learner@demo.test', PASSWORD);
  const marker = `kill-${randomBytes(4).toString('hex')}`;
  const acked: string[] = [];
  const failedWrites: string[] = [];
  let writing = true;
  const writer = async (lane: number) => {
    for (let n = 0; writing; n += 1) {
      try {
        const answer = await request(
          cluster.origin,
          'POST',
          `/api/school/feedback/addFeedback?schoolId=${SCHOOL}`,
          {
            cookie: learner.cookie,
            body: { feedbackType: 0, feedbackContent: `${marker} ${lane}-${n}`, clientType: '1' },
          },
        );
        const id = (answer.body?.data as { id?: string } | undefined)?.id;
        if (answer.status === 200 && id) acked.push(id);
        else failedWrites.push(`${answer.status}`);
      } catch (error) {
        failedWrites.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  const victim = cluster.instances[0]!;
  const reads = load(cluster, 'reads during the kill (anonymous)', ANONYMOUS, { seconds: SECONDS });
  const writers = [writer(1), writer(2)];
  await sleep((SECONDS * 1000) / 3);
  const killedAt = Date.now();
  victim.child.kill('SIGKILL');
  console.log(`  instance 1 (pid ${victim.child.pid}) killed with SIGKILL`);
  const readFigures = await reads;
  writing = false;
  await Promise.all(writers);

  // Every acknowledged write is in the database; count the unacknowledged ones that landed anyway.
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const stored = await client.query<{ id: string }>(`SELECT id FROM feedback WHERE content LIKE $1`, [
    `${marker} %`,
  ]);
  await client.end();
  const storedIds = new Set(stored.rows.map((row) => row.id));
  const lost = acked.filter((id) => !storedIds.has(id));
  const log = fs.readFileSync(cluster.accessLog, 'utf8').split('\n');
  const retried = log.filter((line) => /upstream=\S+, \S+/.test(line)).length;
  figures.kill = {
    reads: readFigures,
    writesAcknowledged: acked.length,
    writesFailed: failedWrites.length,
    writeFailures: [...new Set(failedWrites)],
    acknowledgedButMissing: lost.length,
    storedWithoutAcknowledgement: storedIds.size - acked.length,
    requestsRetriedOnTheOtherInstance: retried,
  };
  console.log(`  ${JSON.stringify(figures.kill)}`);
  check(lost.length === 0, `no acknowledged write lost (${acked.length} acknowledged, all in the database)`);
  check(
    readFigures.non2xx + readFigures.errors <= CONNECTIONS,
    `failed idempotent reads at most the ${CONNECTIONS} in flight (${readFigures.non2xx} non-2xx, ${readFigures.errors} errors)`,
  );
  check(failedWrites.length <= 2, `failed writes at most the 2 in flight (${failedWrites.length})`);

  const agent = `survivor-${randomBytes(3).toString('hex')}`;
  const survivor = await load(
    cluster,
    'survivor alone',
    ANONYMOUS.map((r) => ({ ...r, headers: { 'user-agent': agent } })),
    {
      seconds: 3,
    },
  );
  // nginx probes the dead address again after fail_timeout (5 s): such a request lists it first, then the survivor.
  const lines = upstreamsOf(cluster, agent);
  const served = new Set(lines.map((upstreams) => upstreams.split(', ').at(-1)));
  const probedDead = lines.filter((upstreams) => upstreams.includes(', ')).length;
  figures.survivor = {
    ...survivor,
    upstreams: [...served],
    requestsThatTriedTheDeadInstanceFirst: probedDead,
    secondsAfterKill: (Date.now() - killedAt) / 1000,
  };
  check(survivor.non2xx === 0 && survivor.errors === 0, 'the survivor serves every request');
  check(
    served.size === 1 && [...served][0] === `127.0.0.1:${cluster.instances[1]!.port}`,
    `…alone (${[...served].join(' | ')}; ${probedDead} requests tried the dead instance first, then it)`,
  );
  return victim;
}

async function restart(cluster: RunningCluster, victim: RunningCluster['instances'][number]) {
  console.log('\n== instance 1 restarted ==');
  const runDir = path.dirname(cluster.accessLog);
  const again = startInstance(victim.index, victim.port, cluster.env, runDir);
  cluster.instances[0] = again;
  const readyBy = Date.now() + 60_000;
  let ready = false;
  while (!ready && Date.now() < readyBy) {
    ready = await fetch(`${again.origin}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (!ready) await sleep(200);
  }
  check(ready, `instance 1 is ready again (${again.logFile})`);
  // nginx tries a failed server again after its fail_timeout (5 s): keep asking until it does (at most 20 s).
  const agent = `rejoin-${randomBytes(3).toString('hex')}`;
  const askUntil = Date.now() + 20_000;
  let upstreams = new Set<string | undefined>();
  while (upstreams.size < 2 && Date.now() < askUntil) {
    for (let i = 0; i < 4; i += 1) await request(cluster.origin, 'GET', '/healthz', { agent });
    upstreams = new Set(upstreamsOf(cluster, agent).map((u) => u.split(', ').at(-1)));
    if (upstreams.size < 2) await sleep(500);
  }
  check(upstreams.size === 2, `both instances serve again (${[...upstreams].join(' | ')})`);
}

async function main() {
  const cluster = await startCluster({
    instances: 2,
    port: 18080,
    firstInstancePort: 18101,
    databaseUrl:
      process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portico_cluster_load',
    freshDatabase: true,
    redisKeyPrefix: `portico-load-${randomBytes(4).toString('hex')}:`,
    runDir: path.join(repoRoot, '.cluster/load'),
    env: { SEED_DEMO: 'true' },
  });
  fs.writeFileSync(cluster.accessLog, '');
  try {
    await traffic(cluster);
    await throttle(cluster);
    await adminWrite(cluster);
    await uploadAcrossInstances(cluster, check);
    const victim = await kill(cluster);
    await restart(cluster, victim);
  } finally {
    await cluster.stop();
  }
  fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(repoRoot, 'bench/results/cluster-load.json'),
    JSON.stringify({ figures, problems }, null, 2),
  );
  console.log(
    problems.length
      ? `\n${problems.length} problem(s):\n- ${problems.join('\n- ')}`
      : '\nall guarantees held',
  );
  process.exit(problems.length ? 1 : 0);
}

await main();
