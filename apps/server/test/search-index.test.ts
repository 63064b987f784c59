/**
 * The search index follows the data: the migration back-fills existing courses, and `reindexCourses` /
 * `reindexSchools` pick up edits (SQLite's FTS table; on PostgreSQL the same assertions hold through pg_trgm).
 */
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { newId } from '../src/db/ids.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { migrationProvider } from '../src/db/migrations/index.ts';
import { reindexCourses, reindexSchools } from '../src/db/search-index.ts';
import { courseRows, schoolRow } from '../src/seed/school-kit.ts';
import { getJson, testConfig, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { createTestDb, type TestDb } from './support/test-db.ts';

const ctx = useTestApp();
const names = async (app: typeof ctx.app, schoolId: string, keyword: string) => {
  const url = `/api/search/v1/search/courses?schoolId=${schoolId}&record=0&keyword=${encodeURIComponent(keyword)}`;
  const { body } = await getJson(app, url);
  return body.data.records.map((hit: { name: string }) => hit.name);
};

describe('keeping the index in sync', () => {
  it('finds a renamed course by its new name after reindexCourses', async () => {
    const db = ctx.testDb.handle.db;
    const school = await createSchool(db, { courses: [{ name: 'Original Orchid' }] });
    await db
      .updateTable('courses')
      .set({ name: 'Renamed Rosewood' })
      .where('school_id', '=', school.id)
      .execute();
    await reindexCourses(db, school.courseIds);
    expect(await names(ctx.app, school.id, 'rosewood')).toEqual(['Renamed Rosewood']);
    expect(await names(ctx.app, school.id, 'orchid')).toEqual([]);
  });

  it('follows a category rename after reindexSchools, and drops deleted courses', async () => {
    const db = ctx.testDb.handle.db;
    const school = await createSchool(db, { courses: [{ name: 'Plain course' }] });
    await db
      .updateTable('categories')
      .set({ title: 'Marzipan' })
      .where('school_id', '=', school.id)
      .execute();
    await reindexSchools(db, [school.id]);
    expect(await names(ctx.app, school.id, 'marzipan')).toEqual(['Plain course']);
    await db.deleteFrom('courses').where('school_id', '=', school.id).execute();
    await reindexCourses(db, school.courseIds);
    expect(await names(ctx.app, school.id, 'marzipan')).toEqual([]);
  });
});

describe('migration 0003_search', () => {
  let testDb: TestDb | undefined;
  afterAll(async () => testDb?.destroy());

  it('back-fills courses that existed before it ran', async () => {
    testDb = await createTestDb();
    const { db } = testDb.handle;
    const migrator = new Migrator({ db, provider: migrationProvider });
    const { error } = await migrator.migrateTo('0002_identity');
    expect(error).toBeUndefined();
    const schoolId = newId();
    // Only the columns the schools table had at 0002 (later migrations add more, e.g. 0018's store flag).
    const { market_store_switch: _later, ...school } = schoolRow({ id: schoolId, name: 'Before search' });
    await db.insertInto('schools').values(school).execute();
    const nextId = () => newId();
    await db
      .insertInto('courses')
      .values(courseRows(schoolId, nextId, [{ name: 'Legacy Lighthouse 灯塔', lecturer: 'Old Timer' }], []))
      .execute();
    const upToSearch = await migrator.migrateTo('0003_search');
    expect(upToSearch.results?.map((result) => [result.migrationName, result.status])).toEqual([
      ['0003_search', 'Success'],
    ]);
    await migrateToLatest(db); // later migrations, so the app finds every table it expects
    const app = await buildApp({ config: testConfig(), db: testDb.handle, logger: false });
    try {
      expect(await names(app, schoolId, '灯塔')).toEqual(['Legacy Lighthouse 灯塔']);
      expect(await names(app, schoolId, 'old timer')).toEqual(['Legacy Lighthouse 灯塔']);
    } finally {
      await app.close();
    }
  });
});
