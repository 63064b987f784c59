/**
 * Capacity measurement (issue 17 §6, `npm run bench:capacity`, PostgreSQL only: DATABASE_URL is the admin URL):
 * a fresh database `portico_capacity_<random>` with ≥ 2,000 schools, ≥ 200,000 courses, ≥ 100,000 users and their
 * memberships, enrolments and search logs (capacity-data.ts), the real app on 127.0.0.1, then p50/p99 of the
 * shell's JSON (navigation, school details, footer), the anonymous portal home, search at a fixed 200 req/s and
 * logins at a fixed 20 req/s across many schools and users — plus EXPLAIN ANALYZE of the hot queries on the largest
 * school. Writes bench/results/capacity.json; figures and plans go in docs/scaling.md. `--keep` keeps the database.
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
import { hashPassword } from '../../apps/server/src/auth/password.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { createDb } from '../../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { searchSql } from '../../apps/server/src/modules/search/course-search.ts';
import { DEFAULT_SIZE, generateCapacityData, tableSizes } from './capacity-data.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'Capacity-2026';
const schoolId = (n: number) => `81${String(n).padStart(17, '0')}`;
const userEmail = (n: number) => `u${n}@capacity.test`;

async function admin(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const summarize = (result: Result) => ({
  requests: result.requests.total,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
});

function load(
  url: string,
  requests: Request[],
  opts: { seconds: number; rate?: number; connections?: number },
) {
  return autocannon({
    url,
    connections: opts.connections ?? 10,
    duration: opts.seconds,
    ...(opts.rate ? { overallRate: opts.rate, ignoreCoordinatedOmission: true } : {}),
    timeout: 20,
    workers: 1,
    requests,
  });
}

/** Requests spread over many schools (the 200 largest and a tail), so no single school's rows stay hot. */
function spread(paths: (school: string, i: number) => Request): Request[] {
  const out: Request[] = [];
  for (let i = 0; i < 400; i += 1) {
    const n = i % 2 === 0 ? 1 + (i % 200) : 1 + ((i * 37) % DEFAULT_SIZE.schools);
    out.push(paths(schoolId(n), i));
  }
  return out;
}

async function plans(db: ReturnType<typeof createDb>['db']) {
  const big = schoolId(1);
  const cases: Record<string, ReturnType<typeof sql>> = {
    'navigation of a school': sql`SELECT * FROM navigation_pages WHERE school_id = ${big} ORDER BY sort, id`,
    'latest courses of a school': sql`SELECT id, name FROM courses WHERE school_id = ${big} AND status = 1
      ORDER BY created_at DESC LIMIT 8`,
    'a user by email (login)': sql`SELECT * FROM users WHERE lower(email) = ${userEmail(4242)}`,
    "a user's memberships (every signed-in page)": sql`SELECT m.school_id, m.role FROM memberships m
      LEFT JOIN schools c ON c.parent_id = m.school_id WHERE m.user_id = ${`83${'4242'.padStart(17, '0')}`}
      AND m.status = 'active'`,
    'hot searches of a school': sql`SELECT keyword, count FROM search_queries WHERE school_id = ${big}
      AND last_searched_at >= '2026-01-01' ORDER BY count DESC LIMIT 8`,
    'members of a school (console list)': sql`SELECT u.id, u.nick_name FROM memberships m JOIN users u
      ON u.id = m.user_id WHERE m.school_id = ${big} ORDER BY m.joined_at DESC LIMIT 20`,
  };
  const out: Record<string, string[]> = {};
  for (const [label, query] of Object.entries(cases)) {
    const { rows } = await sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`.execute(db);
    out[label] = (rows as Array<Record<string, string>>).map((row) => row['QUERY PLAN'] ?? '');
  }
  for (const keyword of ['数据分析', 'python', 'AI']) {
    const query = searchSql('postgres', {
      schoolIds: [big],
      categoryIds: null,
      keyword,
      page: 1,
      pageSize: 20,
    }).page;
    const { rows } = await sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`.execute(db);
    out[`search "${keyword}" in the largest school`] = (rows as Array<Record<string, string>>).map(
      (row) => row['QUERY PLAN'] ?? '',
    );
  }
  return out;
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl?.startsWith('postgres')) throw new Error('bench:capacity needs DATABASE_URL (PostgreSQL)');
  const name = `portico_capacity_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: url.toString(), sqlitePath: '' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-capacity-'));
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    const timings = await generateCapacityData(handle.db, DEFAULT_SIZE, await hashPassword(PASSWORD));
    console.log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`, timings);
    const sizes = await tableSizes(handle.db);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      TRUST_PROXY_HOPS: '1',
    });
    const app = await buildApp({ config, db: handle, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const origin = `http://127.0.0.1:${address.port}`;
    const results: Record<string, ReturnType<typeof summarize>> = {};
    const measure = async (label: string, requests: Request[], opts: Parameters<typeof load>[2]) => {
      await load(origin, requests, { ...opts, seconds: 2 }); // warm-up, discarded
      results[label] = summarize(await load(origin, requests, opts));
      console.log(label, results[label]);
    };
    try {
      await measure(
        'navigations',
        spread((s) => ({ method: 'GET', path: `/api/portal/api/v2/portal/open/navigations?schoolId=${s}` })),
        { seconds: 8 },
      );
      await measure(
        'schoolDetails',
        spread((s) => ({ method: 'GET', path: `/api/school/schools/open/schoolDetails?schoolId=${s}` })),
        { seconds: 8 },
      );
      await measure(
        'footer',
        spread((s) => ({ method: 'GET', path: `/api/portal/api/v1/portal/open/footer?schoolId=${s}` })),
        { seconds: 8 },
      );
      await measure(
        'portal home (anonymous)',
        spread((s) => ({ method: 'GET', path: `/portal/${s}?sxz-lang=zh_CN` })),
        { seconds: 8 },
      );
      const keywords = ['数据分析', 'python', '云计算', 'AI', 'Leadership', '王老师', 'zzzz'];
      await measure(
        'search at 200 req/s',
        spread((s, i) => ({
          method: 'GET',
          path: `/api/search/v1/search/courses?schoolId=${s}&keyword=${encodeURIComponent(keywords[i % keywords.length] ?? '')}&record=0`,
        })),
        { seconds: 10, rate: 200 },
      );
      await measure(
        'login at 20 req/s',
        Array.from({ length: 400 }, (_, i) => ({
          method: 'POST' as const,
          path: '/api/auth/login/init',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.${(i * 7) & 255}`,
          },
          body: JSON.stringify({
            account: userEmail(3000 + i * 211),
            password: PASSWORD,
            agreementAccepted: true,
          }),
        })),
        { seconds: 10, rate: 20, connections: 4 },
      );
    } finally {
      await app.close();
    }
    const report = {
      measuredAt: new Date().toISOString(),
      node: process.version,
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100) },
      size: DEFAULT_SIZE,
      generationMs: timings,
      tables: sizes,
      results,
      plans: await plans(handle.db),
    };
    const out = path.join(repoRoot, 'bench/results/capacity.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    for (const [label, lines] of Object.entries(report.plans))
      console.log(`\n## ${label}\n${lines.join('\n')}`);
    console.log(`\nwritten ${path.relative(repoRoot, out)}`);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!process.argv.includes('--keep'))
      await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
