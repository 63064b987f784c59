/**
 * What a class report costs (`npm run bench:class-report`, issue 26 item 4): a fresh SQLite database (migrated,
 * demo-seeded) gets a generated class of MEMBERS (default 1,000) members in Demo Academy with the demo class's two
 * assignments (the Python course and the Python check exam): every member enrolled with a stored progress (some
 * completed), half of them with one to three exam attempts. The app is built in this process on that database, with
 * a Kysely plugin counting the SQL statements each request sends; the demo lecturer asks for the report RUNS times
 * (p50/p99 of the server's time, `app.inject`, no network) and for the CSV and XLSX exports.
 * A measurement for the notes, not a test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import { createDb } from '../../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { DEMO_IDS, DEMO_PASSWORD, seedDemo } from '../../apps/server/src/seed/index.ts';
import { DEMO_CLASS_ID } from '../../apps/server/src/seed/demo-classes.ts';
import { DEMO_EXAM_IDS } from '../../apps/server/src/seed/demo-exams.ts';

const MEMBERS = Number(process.env.MEMBERS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 50);
const EXPORT_RUNS = Number(process.env.EXPORT_RUNS ?? 5);
const SCHOOL = DEMO_IDS.demoAcademy;

/**
 * Counts every statement that reaches the database: counted by its result, because a prepared query
 * (apps/server/src/db/prepared.ts) is compiled once and not transformed again on later calls.
 */
class QueryCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    this.count += 1;
    return args.result;
  }
}

const id = (prefix: number, n: number) => `${prefix}${String(n).padStart(17, '0')}`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-class-report-'));
  const handle = createDb({ databaseUrl: null, sqlitePath: path.join(dir, 'bench.sqlite') });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemo(db);

  // The generated class: users, school memberships, class members, enrolments, exam attempts.
  const now = Date.now();
  const python = await db
    .selectFrom('class_assignments')
    .select('item_id')
    .where('class_id', '=', DEMO_CLASS_ID)
    .where('kind', '=', 'course')
    .executeTakeFirstOrThrow();
  const started = performance.now();
  for (let from = 0; from < MEMBERS; from += 250) {
    const batch = Array.from({ length: Math.min(250, MEMBERS - from) }, (_, i) => from + i + 1);
    const at = (n: number) => new Date(now - n * 60_000).toISOString();
    await db
      .insertInto('users')
      .values(
        batch.map((n) => ({
          id: id(91, n),
          email: `member-${n}@bench.example`,
          mobile: null,
          password_hash: 'x',
          nick_name: null,
          real_name: `Member ${n}`,
          avatar_url: null,
          created_at: at(n),
        })),
      )
      .execute();
    await db
      .insertInto('memberships')
      .values(
        batch.map((n) => ({
          school_id: SCHOOL,
          user_id: id(91, n),
          role: 'member',
          status: 'active',
          joined_at: at(n),
        })),
      )
      .execute();
    await db
      .insertInto('class_members')
      .values(
        batch.map((n) => ({
          id: id(92, n),
          school_id: SCHOOL,
          class_id: DEMO_CLASS_ID,
          user_id: id(91, n),
          added_by: DEMO_IDS.teacher,
          joined_at: at(n),
          removed_at: null,
        })),
      )
      .execute();
    await db
      .insertInto('enrolments')
      .values(
        batch.map((n) => {
          const progress = (n * 37) % 101;
          return {
            id: id(93, n),
            school_id: SCHOOL,
            user_id: id(91, n),
            course_id: python.item_id,
            progress,
            enrolled_at: at(n + 1000),
            last_studied_at: progress > 0 ? at(n) : null,
            completed_at: progress === 100 ? at(n) : null,
            last_resource_id: null,
            granted_by: DEMO_IDS.teacher,
          };
        }),
      )
      .execute();
    const attempts = batch.flatMap((n) =>
      n % 2 === 0
        ? Array.from({ length: 1 + (n % 3) }, (_, k) => ({
            id: id(94, n * 10 + k),
            school_id: SCHOOL,
            exam_id: DEMO_EXAM_IDS.pythonCheck,
            user_id: id(91, n),
            number: k + 1,
            seed: `s${n}-${k}`,
            paper: '[]',
            state: 'graded',
            started_at: at(n + 5),
            deadline_at: null,
            submitted_at: at(n),
            submitted_by: 'learner',
            score_x100: ((n + k) * 131) % 1400,
            max_score_x100: 1400,
            passed: ((n + k) * 131) % 1400 >= 840 ? 1 : 0,
          }))
        : [],
    );
    if (attempts.length > 0) await db.insertInto('exam_attempts').values(attempts).execute();
  }
  const generated = performance.now() - started;

  const counter = new QueryCounter();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dir }),
    db: { ...handle, db: db.withPlugin(counter), close: async () => {} },
    logger: false,
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/init',
    payload: { account: 'teacher@demo.test', password: DEMO_PASSWORD, agreementAccepted: true },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const base = `/api/class/v1/${SCHOOL}/classes/${DEMO_CLASS_ID}`;
  const timed = async (url: string) => {
    const before = counter.count;
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return {
      elapsed,
      queries: counter.count - before,
      bytes: response.rawPayload.length,
      body: response.body,
    };
  };

  // The same request without the members' rows, to tell the report's own queries from the session's.
  const first = await timed(`${base}/report`);
  const rows = (JSON.parse(first.body) as { data: { memberCount: number } }).data.memberCount;
  const baseline = await timed(`/api/class/v1/${SCHOOL}/classes`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(`${base}/report?sort=progress&order=desc`)).elapsed);
  times.sort((a, b) => a - b);
  // Exports: the median of EXPORT_RUNS (the first XLSX also loads exceljs's code).
  const median = async (url: string) => {
    const runs = [];
    for (let i = 0; i < EXPORT_RUNS; i++) runs.push(await timed(url));
    runs.sort((a, b) => a.elapsed - b.elapsed);
    return runs[Math.floor(runs.length / 2)]!;
  };
  const csv = await median(`${base}/report/export?format=csv`);
  const xlsx = await median(`${base}/report/export?format=xlsx`);
  const lines = [
    `class report bench — ${new Date().toISOString()}`,
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), node ${process.version}, SQLite (file, WAL)`,
    `class: ${rows} members × 2 assignments (course + exam); data generated in ${ms(generated)}`,
    `report (sorted by progress), ${RUNS} runs: p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}, ${(first.bytes / 1024).toFixed(0)} kB JSON`,
    `SQL statements per report request: ${first.queries} (the class list, for comparison: ${baseline.queries})`,
    `export (median of ${EXPORT_RUNS}) CSV: ${ms(csv.elapsed)} (${(csv.bytes / 1024).toFixed(0)} kB, ${csv.queries} statements); XLSX: ${ms(xlsx.elapsed)} (${(xlsx.bytes / 1024).toFixed(0)} kB, ${xlsx.queries} statements)`,
  ];
  console.log(lines.join('\n'));
  await app.close();
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

await main();
