import { describe, expect, it } from 'vitest';
import { latestAppliedMigration, migrateToLatest } from '../src/db/migrate.ts';
import { LATEST_MIGRATION } from '../src/db/migrations/index.ts';
import { TABLE_ORDER } from '../src/seed/rows.ts';
import { DEMO_IDS, seedDemo } from '../src/seed/index.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { getJson, useTestApp } from './support/app.ts';

const ctx = useTestApp();

async function rowCounts() {
  const db = ctx.testDb.handle.db;
  const counts: Record<string, number> = {};
  for (const table of TABLE_ORDER) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('health', () => {
  it('reports the engine and the latest migration', async () => {
    const { status, body } = await getJson(ctx.app, '/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      data: {
        status: 'ok',
        database: { engine: process.env.DATABASE_URL ? 'postgres' : 'sqlite', migration: LATEST_MIGRATION },
      },
    });
    expect(LATEST_MIGRATION).toMatch(/^0\d{3}_/);
    expect(LATEST_MIGRATION >= '0002_identity').toBe(true);
  });
});

describe('migrations and seed', () => {
  it('a second migration run applies nothing', async () => {
    expect(await migrateToLatest(ctx.testDb.handle.db)).toEqual([]);
    expect(await latestAppliedMigration(ctx.testDb.handle.db)).toBe(LATEST_MIGRATION);
  });

  it('the seed is idempotent: a second run changes no row count and no password hash', async () => {
    const db = ctx.testDb.handle.db;
    const before = await rowCounts();
    const hashBefore = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', DEMO_IDS.learner)
      .executeTakeFirstOrThrow();
    await seedDemo(db);
    expect(await rowCounts()).toEqual(before);
    const hashAfter = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', DEMO_IDS.learner)
      .executeTakeFirstOrThrow();
    expect(hashAfter).toEqual(hashBefore);
  });

  it('a restart does not undo what users did to the demo data (a withdrawal stays withdrawn)', async () => {
    const db = ctx.testDb.handle.db;
    const membership = () =>
      db
        .selectFrom('memberships')
        .select('role')
        .where('school_id', '=', DEMO_IDS.o3School)
        .where('user_id', '=', DEMO_IDS.learner)
        .executeTakeFirst();
    expect(await membership()).toBeDefined();
    await db
      .deleteFrom('memberships')
      .where('school_id', '=', DEMO_IDS.o3School)
      .where('user_id', '=', DEMO_IDS.learner)
      .execute();
    await seedDemo(db);
    expect(await membership()).toBeUndefined();
  });

  it('seeds the demo schools, users and a rich Demo Academy', async () => {
    const db = ctx.testDb.handle.db;
    const schools = await db
      .selectFrom('schools')
      .select(['id', 'open_school', 'kind', 'version', 'parent_id'])
      .execute();
    const byId = new Map(schools.map((s) => [s.id, s]));
    expect(byId.get(DEMO_IDS.closedSchool)?.open_school).toBe('0');
    expect(byId.get(DEMO_IDS.o3School)?.kind).toBe('o3');
    expect(byId.get(DEMO_IDS.exclusiveSchool)?.version).toBe('1');
    expect(byId.get(DEMO_IDS.subSchoolA)?.parent_id).toBe(DEMO_IDS.demoAcademy);
    const counts = await rowCounts();
    expect(counts.users).toBe(4);
    const courses = await db
      .selectFrom('courses')
      .select('id')
      .where('school_id', '=', DEMO_IDS.demoAcademy)
      .where('status', '=', 1)
      .execute();
    expect(courses.length).toBeGreaterThanOrEqual(40);
    const pages = await db
      .selectFrom('navigation_pages')
      .select('id')
      .where('school_id', '=', DEMO_IDS.demoAcademy)
      .execute();
    expect(pages.length).toBeGreaterThanOrEqual(12);
  });

  it('stores demo passwords as argon2id hashes that verify', async () => {
    const user = await ctx.testDb.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'teacher@demo.test')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('Portico-demo-2026', user.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', user.password_hash)).toBe(false);
  });
});
