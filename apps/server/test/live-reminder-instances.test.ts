/**
 * Issue 26 item 3 "a scheduled job that runs once across instances": two app instances on one database run the
 * live-session reminder at the same moment, and every member gets exactly one reminder per session. On PostgreSQL
 * (DATABASE_URL) the lock is the advisory lock; on SQLite the instances share the file and Redis (REDIS_TEST_URL,
 * default local) holds the lock. Even without the lock the stored `reminded_at` claim keeps it once (last case).
 * The sessions start two hours ahead of the real clock and the runs use a clock 1h50 ahead, so the instances' own
 * cron jobs (real time) never touch them.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES_API_PATHS, apiPath } from '@portico/contracts';
import { buildApp, type App } from '../src/app.ts';
import { createDb, type DbHandle } from '../src/db/connection.ts';
import {
  REMINDER_ADVISORY_KEY,
  REMINDER_LOCK_NAME,
  remindDue,
  reminderOnce,
} from '../src/modules/live-sessions/reminder.ts';
import { testConfig, useTestApp } from './support/app.ts';
import { classWorld, createClass } from './support/classes.ts';
import { inMinutes, schedule } from './support/live-sessions.ts';
import { call } from './support/user-panel.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const prefix = `portico-test-live-${randomBytes(4).toString('hex')}:`;
const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, LIVE_REMINDER_INTERVAL_S: '59' };
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

/** `count` sessions two hours ahead in a class with the world's two members; answers the school id. */
async function sessionsAhead(count: number): Promise<{ schoolId: string; ids: string[]; members: string[] }> {
  const w = await classWorld(ctx.app, ctx.testDb.handle.db);
  const classId = await createClass(ctx.app, w.lecturerJar, w.school.id, 'Reminded');
  const members = [w.member.id, w.peer.id];
  const added = await call(
    ctx.app,
    w.lecturerJar,
    'POST',
    apiPath(CLASSES_API_PATHS.members, { schoolId: w.school.id, classId }),
    { userIds: members },
  );
  expect(added.status).toBe(200);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await schedule(ctx.app, w.lecturerJar, w.school.id, classId, {
        title: `S${i}`,
        startAt: inMinutes(120 + i * 0.01),
      }),
    );
  }
  return { schoolId: w.school.id, ids, members };
}

const reminders = (schoolId: string) =>
  ctx.testDb.handle.db
    .selectFrom('messages')
    .select(['user_id', 'params'])
    .where('school_id', '=', schoolId)
    .where('kind', '=', 'live-reminder')
    .execute();

/** Each (member, session) pair once: the messages' keys, sorted. */
const pairs = async (schoolId: string) =>
  (await reminders(schoolId)).map((row) => `${row.user_id}:${JSON.parse(row.params).title}`).sort();

const expected = (members: string[], count: number) =>
  members.flatMap((user) => Array.from({ length: count }, (_, i) => `${user}:S${i}`)).sort();

const runClock = () => new Date(Date.now() + 110 * 60_000);

async function nextInterval() {
  const redis = new Redis(REDIS_URL);
  await redis.del(`${prefix}${REMINDER_LOCK_NAME}`);
  await redis.quit();
}

describe('the live-session reminder on two instances', () => {
  it('while one instance holds the lock the other skips its run', async () => {
    const { schoolId } = await sessionsAhead(2);
    if (ctx.testDb.handle.engine === 'postgres') {
      await ctx.testDb.handle.db.connection().execute(async (conn) => {
        await sql`select pg_advisory_lock(${REMINDER_ADVISORY_KEY})`.execute(conn);
        try {
          expect(await reminderOnce(second.app, runClock(), LOCK_MS)).toBeNull();
        } finally {
          await sql`select pg_advisory_unlock(${REMINDER_ADVISORY_KEY})`.execute(conn);
        }
      });
    } else {
      const redis = new Redis(REDIS_URL);
      await redis.set(`${prefix}${REMINDER_LOCK_NAME}`, 'other', 'PX', LOCK_MS);
      expect(await reminderOnce(second.app, runClock(), LOCK_MS)).toBeNull();
      await redis.del(`${prefix}${REMINDER_LOCK_NAME}`);
      await redis.quit();
    }
    expect(await reminders(schoolId)).toHaveLength(0);
    expect(await reminderOnce(second.app, runClock(), LOCK_MS)).toBeGreaterThanOrEqual(2);
    expect(await reminders(schoolId)).toHaveLength(4);
  });

  it('two instances running at the same moment remind each member of each session exactly once', async () => {
    const { schoolId, members } = await sessionsAhead(8);
    await nextInterval();
    const now = runClock();
    const [a, b] = await Promise.all([
      reminderOnce(ctx.app, now, LOCK_MS),
      reminderOnce(second.app, new Date(now.getTime() + 1), LOCK_MS),
    ]);
    // The instance that lost the race skipped (null) or found nothing left (0); together: each session once.
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(8);
    expect(await pairs(schoolId)).toEqual(expected(members, 8));
    // A later run (a restart, the next interval) sends nothing more.
    await nextInterval();
    expect(await reminderOnce(second.app, new Date(now.getTime() + 60_000), LOCK_MS)).toBe(0);
    expect(await pairs(schoolId)).toEqual(expected(members, 8));
  });

  it('without any lock, the stored claim alone still sends each reminder once', async () => {
    const { schoolId, members } = await sessionsAhead(6);
    const now = runClock();
    if (ctx.testDb.handle.engine === 'postgres') {
      // Both instances' pools racing with no lock at all.
      await Promise.all([
        remindDue(ctx.testDb.handle.db, now),
        remindDue(second.handle.db, now),
        remindDue(ctx.testDb.handle.db, now),
      ]);
    } else {
      // SQLite: two connections of ONE process cannot race a write transaction (better-sqlite3 blocks the event
      // loop while it waits for the other's lock, which then never commits); the runs interleave on one
      // connection and the second instance's connection runs after — a restart's view.
      await Promise.all([remindDue(ctx.testDb.handle.db, now), remindDue(ctx.testDb.handle.db, now)]);
      await remindDue(second.handle.db, now);
    }
    expect(await pairs(schoolId)).toEqual(expected(members, 6));
  });
});
