/**
 * Issue 24 "one runner at a time across instances": two app instances on one database run the deadline sweep at
 * the same moment, and every overdue attempt is submitted exactly once. On PostgreSQL (DATABASE_URL) the lock is
 * the advisory lock; on SQLite the instances share the file and Redis (REDIS_TEST_URL, default local) holds the
 * lock. The attempts' deadlines are an hour ahead of the real clock and the sweeps are run with a clock two hours
 * ahead, so the instances' own cron jobs (real time) never touch them.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createDb, type DbHandle } from '../src/db/connection.ts';
import { sweepOnce } from '../src/modules/exams/sweep.ts';
import { testConfig, useTestApp } from './support/app.ts';
import { createExam, examWorld, startUrl } from './support/exams.ts';
import { call } from './support/user-panel.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const prefix = `portico-test-sweep-${randomBytes(4).toString('hex')}:`;
// Instance A: the test app. Its cron runs every 59 s at most, with the real clock (harmless, see above).
const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, EXAM_SWEEP_INTERVAL_S: '59' };
const ctx = useTestApp({ env });
const LOCK_MS = 10_000;
let second: { app: App; handle: DbHandle };

/** A second connection to the same database: the same PostgreSQL database, or the same SQLite file. */
async function sameDatabase(): Promise<DbHandle> {
  const db = ctx.testDb.handle.db;
  if (ctx.testDb.handle.engine === 'postgres') {
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(db)).rows[0]!.name;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    return createDb({ databaseUrl: url.toString(), sqlitePath: '' });
  }
  const file = (
    await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)
  ).rows[0]!.file;
  return createDb({ databaseUrl: null, sqlitePath: file });
}

beforeAll(async () => {
  const handle = await sameDatabase();
  const app = await buildApp({
    config: testConfig({ DATA_DIR: ctx.dataDir, ...env }),
    db: handle,
    logger: false,
  });
  await app.ready();
  second = { app, handle };
});

afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** `count` attempts in progress (two learners × exams of one attempt each), an hour from their deadline. */
async function runningAttempts(count: number): Promise<string[]> {
  const w = await examWorld(ctx.app, ctx.testDb.handle.db);
  const ids: string[] = [];
  while (ids.length < count) {
    const examId = await createExam(ctx.app, w, { timeLimitMinutes: 60, attemptsAllowed: 1 });
    for (const jar of [w.memberJar, w.peerJar]) {
      const start = await call(ctx.app, jar, 'POST', startUrl(w.school.id, examId));
      expect(start.status).toBe(200);
      ids.push(start.body.data.id as string);
    }
  }
  return ids;
}

const states = (ids: string[]) =>
  ctx.testDb.handle.db
    .selectFrom('exam_attempts')
    .select(['id', 'state', 'submitted_by', 'submitted_at'])
    .where('id', 'in', ids)
    .execute();

const later = (hours: number) => new Date(Date.now() + hours * 3600_000);

/**
 * The next interval: a Redis lock is not released after a run but expires just before the next one (so one
 * instance sweeps per interval); here it is dropped instead of waited for. PostgreSQL's lock ends with the run.
 */
async function nextInterval() {
  const redis = new Redis(REDIS_URL);
  await redis.del(`${prefix}exam-sweep-lock`);
  await redis.quit();
}

describe('the deadline sweep on two instances', () => {
  it('while one instance holds the lock the other skips its run', async () => {
    const ids = await runningAttempts(2);
    if (ctx.testDb.handle.engine === 'postgres') {
      await ctx.testDb.handle.db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(240024)`.execute(conn);
        try {
          expect(await sweepOnce(second.app, later(2), LOCK_MS)).toBeNull();
        } finally {
          await sql`select pg_advisory_unlock(240024)`.execute(conn);
        }
      });
    } else {
      const redis = new Redis(REDIS_URL);
      await redis.set(`${prefix}exam-sweep-lock`, 'other', 'PX', LOCK_MS);
      expect(await sweepOnce(second.app, later(2), LOCK_MS)).toBeNull();
      await redis.del(`${prefix}exam-sweep-lock`);
      await redis.quit();
    }
    expect((await states(ids)).every((row) => row.state === 'in_progress')).toBe(true);
    // The lock released, a run submits them.
    expect(await sweepOnce(second.app, later(2), LOCK_MS)).toBeGreaterThanOrEqual(2);
    expect((await states(ids)).every((row) => row.state !== 'in_progress')).toBe(true);
  });

  it('two instances sweeping at the same moment submit each overdue attempt exactly once', async () => {
    const ids = await runningAttempts(12);
    await nextInterval();
    const nowA = later(3);
    const nowB = new Date(nowA.getTime() + 1);
    const [a, b] = await Promise.all([
      sweepOnce(ctx.app, nowA, LOCK_MS),
      sweepOnce(second.app, nowB, LOCK_MS),
    ]);
    // The instance that lost the race skipped (null) or found nothing left (0); together: each attempt once.
    expect((a ?? 0) + (b ?? 0)).toBe(ids.length);
    const rows = await states(ids);
    expect(rows).toHaveLength(ids.length);
    for (const row of rows) {
      expect(row.state).not.toBe('in_progress');
      expect(row.submitted_by).toBe('deadline');
      expect([nowA.toISOString(), nowB.toISOString()]).toContain(row.submitted_at);
    }
    // A third run later finds nothing to do: submitting is once.
    await nextInterval();
    expect(await sweepOnce(ctx.app, later(4), LOCK_MS)).toBe(0);
  });
});
