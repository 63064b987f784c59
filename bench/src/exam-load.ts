/**
 * Exams under load (`npm run bench:exams`, issue 24 "Durability and load"): bare Fastify and the compiled portal in
 * one run, on SQLite and then on a temporary PostgreSQL database (when 127.0.0.1:5432 answers) —
 * - the scenario: LEARNERS new members of Demo Academy (default 500) sign in, start the demo's timed exam at random
 *   moments within RAMP_S (default 60 s) and answer one question every 5–10 s until SCENARIO_S (default 120 s)
 *   has passed; every answer write's latency is recorded (p50/p99);
 * - the ceiling: answer writes as fast as 20 connections allow (each write a valid next write of a learner, the
 *   learners taken in turn), as req/s and a ratio to bare Fastify;
 * - the count: afterwards every attempt is read back and the answer rows counted in the database: every
 *   acknowledged write must be there once (lastSeq equals the learner's last acknowledged sequence number, one
 *   row per answered position), nothing lost, nothing duplicated.
 * A measurement for the notes, not a test. Writes bench/results/exam-load.json.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth/password.ts';
import { createDb, type DbHandle } from '../../apps/server/src/db/connection.ts';
import { newId } from '../../apps/server/src/db/ids.ts';
import { DEMO_EXAM_IDS } from '../../apps/server/src/seed/demo-exams.ts';
import { bareFastify } from './bare-fastify.ts';
import { DEMO_ACADEMY } from './bench-pages.ts';
import { repoRoot, startPortal, type RunningPortal } from './portal-server.ts';

const LEARNERS = Number(process.env.LEARNERS ?? 500);
const RAMP_S = Number(process.env.RAMP_S ?? 60);
const SCENARIO_S = Number(process.env.SCENARIO_S ?? 120);
const CEILING_S = Number(process.env.BENCH_SECONDS ?? 8);
const PASSWORD = 'Bench-password-1';
const EXAM = DEMO_EXAM_IDS.pythonCheck;
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface PaperQuestion {
  position: number;
  kind: 'single' | 'multiple' | 'truefalse' | 'blank' | 'essay';
  options: Array<{ key: string }>;
  blankCount: number;
}

interface Learner {
  cookie: string;
  attemptId: string;
  questions: PaperQuestion[];
  /** Last sequence number the server acknowledged. */
  seq: number;
  positions: Set<number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits });

function answerFor(question: PaperQuestion, round: number) {
  const key = question.options[round % Math.max(1, question.options.length)]?.key ?? 'A';
  switch (question.kind) {
    case 'single':
      return { kind: 'single', choice: key };
    case 'multiple':
      return { kind: 'multiple', choices: [key] };
    case 'truefalse':
      return { kind: 'truefalse', value: round % 2 === 0 };
    case 'blank':
      return { kind: 'blank', blanks: Array.from({ length: question.blankCount }, () => `answer ${round}`) };
    default:
      return { kind: 'essay', text: `An essay, draft ${round}.` };
  }
}

/** LEARNERS new users, members of Demo Academy, written straight into the portal's database. */
async function addLearners(handle: DbHandle): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const emails: string[] = [];
  const run = randomBytes(3).toString('hex');
  for (let start = 0; start < LEARNERS; start += 100) {
    const users = Array.from({ length: Math.min(100, LEARNERS - start) }, (_, i) => {
      const email = `bench-${run}-${start + i}@bench.example`;
      emails.push(email);
      return {
        id: newId(),
        email,
        mobile: null,
        password_hash: hash,
        nick_name: null,
        real_name: `Bench learner ${start + i}`,
        avatar_url: null,
        created_at: now,
      };
    });
    await handle.db.insertInto('users').values(users).execute();
    await handle.db
      .insertInto('memberships')
      .values(
        users.map((user) => ({
          school_id: DEMO_ACADEMY,
          user_id: user.id,
          role: 'member' as const,
          status: 'active',
          joined_at: now,
        })),
      )
      .execute();
  }
  return emails;
}

async function signIn(origin: string, account: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ account, password: PASSWORD, agreementAccepted: true }),
  });
  if (!response.ok) throw new Error(`login ${account}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const api = (origin: string, cookie: string, method: string, url: string, body?: unknown) =>
  fetch(`${origin}${url}`, {
    method,
    headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function startAttempt(origin: string, cookie: string): Promise<Learner> {
  const response = await api(origin, cookie, 'POST', `/api/exam/v1/${DEMO_ACADEMY}/exams/${EXAM}/attempts`);
  if (!response.ok) throw new Error(`start: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as {
    data: { id: string; lastSeq: number; questions: PaperQuestion[] };
  };
  return { cookie, attemptId: data.id, questions: data.questions, seq: data.lastSeq, positions: new Set() };
}

async function writeNext(origin: string, learner: Learner, round: number): Promise<Response> {
  const question = learner.questions[round % learner.questions.length]!;
  const seq = learner.seq + 1;
  const response = await api(
    origin,
    learner.cookie,
    'PUT',
    `/api/exam/v1/${DEMO_ACADEMY}/attempts/${learner.attemptId}/answers`,
    {
      seq,
      answers: [{ position: question.position, answer: answerFor(question, round) }],
    },
  );
  if (response.ok) {
    learner.seq = seq;
    learner.positions.add(question.position);
  }
  await response.arrayBuffer();
  return response;
}

/** Each learner starts within RAMP_S and answers every 5–10 s until SCENARIO_S is over. */
async function scenario(origin: string, emails: string[]) {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  const learners: Learner[] = [];
  const started = performance.now();
  const end = started + SCENARIO_S * 1000;
  await Promise.all(
    emails.map(async (email) => {
      await sleep(Math.random() * RAMP_S * 1000);
      const learner = await startAttempt(origin, await signIn(origin, email));
      learners.push(learner);
      for (let round = 0; performance.now() < end; round += 1) {
        const before = performance.now();
        const response = await writeNext(origin, learner, round);
        latencies.push(performance.now() - before);
        if (!response.ok) failures.set(response.status, (failures.get(response.status) ?? 0) + 1);
        await sleep(5000 + Math.random() * 5000);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { learners, seconds, writes: latencies.length, latencies, failures: Object.fromEntries(failures) };
}

/**
 * Answer writes as fast as 20 connections go, each a valid next write of the next learner in turn. A connection
 * sends one request at a time, so the write its `context` holds is the one its response acknowledges; writes
 * prepared but cut off when the run ends are never counted.
 */
async function ceiling(origin: string, learners: Learner[]): Promise<Result> {
  let turn = 0;
  const nextSeq = new Map(learners.map((learner) => [learner, learner.seq]));
  const request: Request = {
    method: 'PUT',
    path: '/',
    setupRequest: (req: Request, context: Record<string, unknown>) => {
      const learner = learners[turn % learners.length]!;
      const round = Math.floor(turn / learners.length) + 1000;
      turn += 1;
      const question = learner.questions[round % learner.questions.length]!;
      const seq = nextSeq.get(learner)! + 1;
      nextSeq.set(learner, seq);
      context.write = { learner, seq, position: question.position };
      return {
        ...req,
        path: `/api/exam/v1/${DEMO_ACADEMY}/attempts/${learner.attemptId}/answers`,
        headers: { 'content-type': 'application/json', cookie: learner.cookie, origin },
        body: JSON.stringify({
          seq,
          answers: [{ position: question.position, answer: answerFor(question, round) }],
        }),
      };
    },
    onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
      const write = context.write as { learner: Learner; seq: number; position: number } | undefined;
      if (status !== 200 || !write) return;
      write.learner.seq = Math.max(write.learner.seq, write.seq);
      write.learner.positions.add(write.position);
    },
  };
  return autocannon({ url: origin, connections: 20, duration: CEILING_S, requests: [request], timeout: 10 });
}

/** Every attempt read back (lastSeq) and its answer rows counted in the database. */
async function count(origin: string, handle: DbHandle, learners: Learner[]) {
  let lost = 0;
  let seqMismatch = 0;
  for (const learner of learners) {
    const response = await api(
      origin,
      learner.cookie,
      'GET',
      `/api/exam/v1/${DEMO_ACADEMY}/attempts/${learner.attemptId}`,
    );
    const { data } = (await response.json()) as {
      data: { lastSeq: number; answers: Array<{ position: number }> };
    };
    // Behind an acknowledgement = an acknowledged write lost. Ahead is fine: writes in flight when the ceiling run
    // stopped were applied but their answers never read.
    if (data.lastSeq < learner.seq) seqMismatch += 1;
    for (const position of learner.positions)
      if (!data.answers.some((a) => a.position === position)) lost += 1;
  }
  const rows = await handle.db
    .selectFrom('exam_answers')
    .select(['attempt_id', 'position'])
    .where(
      'attempt_id',
      'in',
      learners.map((learner) => learner.attemptId),
    )
    .execute();
  const expected = learners.reduce((sum, learner) => sum + learner.positions.size, 0);
  const distinct = new Set(rows.map((row) => `${row.attempt_id}:${row.position}`)).size;
  return { expectedRows: expected, rows: rows.length, duplicated: rows.length - distinct, lost, seqMismatch };
}

async function onEngine(engine: 'sqlite' | 'postgres', bareRps: number) {
  let dbName: string | null = null;
  let env: Record<string, string> = {};
  if (engine === 'postgres') {
    dbName = `portico_bench_exam_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: PG_ADMIN });
    await client.connect();
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
    const url = new URL(PG_ADMIN);
    url.pathname = `/${dbName}`;
    env = { DATABASE_URL: url.toString() };
  }
  const portal: RunningPortal = await startPortal({ entry: 'dist', env });
  const handle = createDb({
    databaseUrl: env.DATABASE_URL ?? null,
    sqlitePath: path.join(portal.dataDir, 'portico.sqlite'),
  });
  try {
    const emails = await addLearners(handle);
    const run = await scenario(portal.origin, emails);
    const limit = await ceiling(portal.origin, run.learners);
    const counted = await count(portal.origin, handle, run.learners);
    return {
      engine,
      learners: run.learners.length,
      scenario: {
        seconds: Math.round(run.seconds),
        writes: run.writes,
        writesPerSecond: run.writes / run.seconds,
        p50: quantile(run.latencies, 0.5),
        p99: quantile(run.latencies, 0.99),
        failures: run.failures,
      },
      ceiling: {
        rps: limit.requests.average,
        ofBare: limit.requests.average / bareRps,
        p50: limit.latency.p50,
        p99: limit.latency.p99,
        non2xx: limit.non2xx + limit.errors + limit.timeouts,
      },
      count: counted,
    };
  } finally {
    await handle.close();
    await portal.stop();
    if (dbName) {
      const client = new pg.Client({ connectionString: PG_ADMIN });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await client.end();
    }
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const bare = await bareFastify();
const bareResult = await autocannon({ url: bare.origin, connections: 20, duration: CEILING_S });
bare.stop();
const engines: Array<'sqlite' | 'postgres'> = (await postgresReachable())
  ? ['sqlite', 'postgres']
  : ['sqlite'];
const results = [];
for (const engine of engines) {
  const result = await onEngine(engine, bareResult.requests.average);
  results.push(result);
  const { scenario: s, ceiling: c, count: n } = result;
  console.log(
    `\n${engine}: ${result.learners} learners, ${s.writes} answer writes in ${s.seconds} s (${fmt(s.writesPerSecond, 1)}/s)`,
  );
  console.log(
    `  scenario answer save  p50 ${fmt(s.p50, 1)} ms  p99 ${fmt(s.p99, 1)} ms  failures ${JSON.stringify(s.failures)}`,
  );
  console.log(
    `  ceiling (20 conns)    ${fmt(c.rps)} req/s = ${fmt(c.ofBare * 100, 1)} % of bare Fastify (${fmt(bareResult.requests.average)} req/s)  p50 ${fmt(c.p50)} ms  p99 ${fmt(c.p99)} ms  non-2xx ${c.non2xx}`,
  );
  console.log(
    `  count: ${n.rows} answer rows for ${n.expectedRows} positions with an acknowledged write; lost ${n.lost}, duplicated ${n.duplicated}, lastSeq behind an acknowledged write ${n.seqMismatch}`,
  );
}
const file = path.join(repoRoot, 'bench/results/exam-load.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(
  file,
  `${JSON.stringify({ when: new Date().toISOString(), learners: LEARNERS, rampSeconds: RAMP_S, scenarioSeconds: SCENARIO_S, bareRps: bareResult.requests.average, results }, null, 2)}\n`,
);
console.log(`written to ${path.relative(repoRoot, file)}`);
