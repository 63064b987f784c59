/**
 * Search load test (`npm run bench:search`): ≥ 10 000 courses across ≥ 100 schools in a fresh database (a temp
 * SQLite file, or a temporary PostgreSQL database `portico_bench_<random>` when DATABASE_URL is set, dropped
 * afterwards), the real app listening on 127.0.0.1, and autocannon at a fixed 200 requests/s against
 * GET /api/search/v1/search/courses with rotating keywords (CJK, English, 2-character, category filter, paging).
 * After a 2 s warm-up, reads use `record=0`; a shorter run records every search; /api/health is the control. Prints p50/p99 latency, throughput and errors,
 * writes bench/results/search-load-<engine>.json, plus the query plans of representative searches.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request, type Result } from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { createDb, type DbHandle } from '../../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { searchSql } from '../../apps/server/src/modules/search/course-search.ts';
import { generateCatalogue, prng, type BenchCatalogue } from './search-data.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RATE = 200;
const READ_SECONDS = 15;
const RECORD_SECONDS = 5;
const WARMUP_SECONDS = 2;
const TARGET_P99_MS = 50;
const KEYWORDS = {
  cjk: ['数据分析', '机器学习', '人工智能', '项目管理', '云计算', '实战', '王老师', '财务管理'],
  english: ['python', 'leadership', 'data analysis', 'kubernetes', 'Marketing', 'masterclass', 'emily chen'],
  short: ['数据', 'AI', 'Go', '云', 'UX', '入门'],
  none: ['zzzz-nothing', '量子纠缠'],
};

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database and how to remove it. */
async function freshDatabase(): Promise<{ handle: DbHandle; dispose(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `portico_bench_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = createDb({ databaseUrl: url.toString(), sqlitePath: '' });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
  const handle = createDb({ databaseUrl: null, sqlitePath: path.join(dir, 'bench.sqlite') });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The rotating request list: every connection walks it in order, so it mixes all kinds evenly. */
function requestMix(catalogue: BenchCatalogue, record: boolean): Request[] {
  const random = prng(7);
  const requests: Request[] = [];
  const all = [...KEYWORDS.cjk, ...KEYWORDS.english, ...KEYWORDS.short, ...KEYWORDS.none];
  for (let i = 0; i < 400; i += 1) {
    const schoolId = random.pick(catalogue.topSchoolIds);
    const params = new URLSearchParams({ schoolId, keyword: random.pick(all) });
    const kind = i % 10;
    if (kind === 7) params.set('page', String(2 + Math.floor(random.next() * 2)));
    if (kind === 8) params.set('categoryId', catalogue.topCategoryBySchool.get(schoolId) ?? '');
    if (kind === 9) {
      params.set('categoryId', catalogue.topCategoryBySchool.get(schoolId) ?? '');
      params.set('keyword', '');
    }
    if (!record) params.set('record', '0');
    requests.push({ method: 'GET', path: `/api/search/v1/search/courses?${params}` });
  }
  return requests;
}

/**
 * autocannon's fixed rate is bursty: each connection sends its share of the second's requests back to back at
 * the start of every second, so 10 connections model bursts of 10 concurrent searches. Its coordinated-omission
 * correction assumes one request per `ceil(1 / rate)` = 1 ms per connection (not 1000 / rate ms) and back-fills
 * samples that were never due, so it is turned off; the /api/health control run shows the harness's own floor.
 */
async function load(url: string, requests: Request[], seconds: number, title: string): Promise<Result> {
  return autocannon({
    url,
    title,
    connections: 10,
    overallRate: RATE,
    duration: seconds,
    // Bounded in count as well as time.
    maxOverallRequests: Math.ceil(RATE * seconds * 1.1),
    timeout: 10,
    ignoreCoordinatedOmission: true,
    // The client runs in a worker thread, so its own work never delays the server's event loop.
    workers: 1,
    requests,
  });
}

/** Server-side time of each response (Fastify's reply.elapsedTime), reset before every run. */
let serverMs: number[] = [];
const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0) * 100) / 100;

const summary = (result: Result) => {
  const sorted = [...serverMs].sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    durationSeconds: result.duration,
    throughputRps: Math.round(result.requests.average * 10) / 10,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    // Handler-to-response time inside the server, without the client's queueing.
    serverMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
};

async function run(url: string, requests: Request[], seconds: number, title: string) {
  serverMs = [];
  return summary(await load(url, requests, seconds, title));
}

/** EXPLAIN of the page query for a few representative searches (the profile behind the figures). */
async function plans(handle: DbHandle, catalogue: BenchCatalogue) {
  const out: Record<string, string[]> = {};
  const cases: Array<[label: string, keyword: string, schoolIds: string[]]> = [
    ['数据分析', '数据分析', catalogue.schoolIds.slice(0, 2)],
    ['python', 'python', catalogue.schoolIds.slice(0, 2)],
    ['AI', 'AI', catalogue.schoolIds.slice(0, 2)],
    // Every school at once: where the trigram indexes (not the school index) have to do the narrowing.
    ['Müller (all schools)', 'Müller', catalogue.schoolIds],
  ];
  for (const [label, keyword, schoolIds] of cases) {
    const query = searchSql(handle.engine, {
      schoolIds,
      categoryIds: null,
      keyword,
      page: 1,
      pageSize: 20,
    }).page;
    const explain =
      handle.engine === 'sqlite'
        ? sql`EXPLAIN QUERY PLAN ${query}`
        : sql`EXPLAIN (ANALYZE, COSTS OFF) ${query}`;
    const { rows } = await explain.execute(handle.db);
    out[label] = (rows as Array<Record<string, unknown>>).map((row) =>
      String(row.detail ?? row['QUERY PLAN']),
    );
  }
  return out;
}

async function main() {
  const { handle, dispose } = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-data-'));
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    const catalogue = await generateCatalogue(handle.db, {
      topSchools: 100,
      subEvery: 4,
      coursesPerSchool: 84,
    });
    const loadSeconds = (Date.now() - started) / 1000;
    console.log(
      `${handle.engine}: ${catalogue.courses} courses in ${catalogue.schoolIds.length} schools, loaded in ${loadSeconds.toFixed(1)} s`,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    });
    const app = await buildApp({ config, db: handle, logger: false });
    app.addHook('onResponse', async (_request, reply) => {
      serverMs.push(reply.elapsedTime);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const url = `http://127.0.0.1:${address.port}`;
    try {
      const mix = requestMix(catalogue, false);
      await run(url, mix, WARMUP_SECONDS, 'warm-up (discarded)');
      const health = await run(url, [{ method: 'GET', path: '/api/health' }], 5, 'control');
      const reads = await run(url, mix, READ_SECONDS, 'reads (record=0)');
      const recorded = await run(url, requestMix(catalogue, true), RECORD_SECONDS, 'recording');
      const report = {
        measuredAt: new Date().toISOString(),
        engine: handle.engine,
        node: process.version,
        // Other work on the machine skews latency: record how busy it was (1/5/15-minute load, CPU count).
        machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
        data: { courses: catalogue.courses, schools: catalogue.schoolIds.length, loadSeconds },
        rate: RATE,
        targetP99Ms: TARGET_P99_MS,
        reads,
        recording: recorded,
        healthControl: health,
        plans: await plans(handle, catalogue),
      };
      for (const [name, r] of Object.entries({ reads, recording: recorded, 'health (control)': health })) {
        console.log(
          `${handle.engine} ${name.padEnd(16)} p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms  ` +
            `(server p50 ${r.serverMs.p50} / p99 ${r.serverMs.p99} ms)  ${r.throughputRps} req/s  ` +
            `${r.requests} requests  errors ${r.errors}  non-2xx ${r.non2xx}`,
        );
      }
      console.log(reads.latencyMs.p99 < TARGET_P99_MS ? 'p99 within target' : 'p99 OVER target');
      const file = path.join(repoRoot, `bench/results/search-load-${handle.engine}.json`);
      fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
