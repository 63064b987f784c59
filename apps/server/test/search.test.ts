/**
 * GET /api/search/v1/search/courses (contracts §6). Every expectation names exact ids in exact order, and the
 * suite runs on SQLite (FTS5 trigram) and on PostgreSQL (pg_trgm) — so passing on both proves the engines agree.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { getJson, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { createSearchFixture, type SearchFixture } from './support/search-fixture.ts';
import { DEMO_ACCOUNTS, addMember, login, send } from './support/session.ts';

const ctx = useTestApp();
let fx: SearchFixture;
beforeAll(async () => {
  fx = await createSearchFixture(ctx.testDb.handle.db);
});

type Params = Record<string, string | number>;
const url = (schoolId: string, params: Params) => {
  const query = Object.entries({ record: 0, ...params })
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `/api/search/v1/search/courses?schoolId=${schoolId}&${query}`;
};
const search = (params: Params, schoolId = fx.schoolId) => getJson(ctx.app, url(schoolId, params));
/** Ids of the hits, as fixture keys where possible. */
async function keys(params: Params, schoolId = fx.schoolId): Promise<string[]> {
  const { status, body } = await search(params, schoolId);
  expect(status, JSON.stringify(body)).toBe(200);
  const byId = new Map(Object.entries(fx.ids).map(([key, id]) => [id, key]));
  return body.data.records.map((hit: { id: string }) => byId.get(hit.id) ?? hit.id);
}

describe('matching and ranking (identical on both engines)', () => {
  it.each([
    // title (newest first) → lecturer/category (newest first) → description; the draft k7 never shows
    ['quantum', ['k5', 'k1', 'k4', 'k3', 'k2']],
    ['QUANTUM', ['k5', 'k1', 'k4', 'k3', 'k2']],
    ['量子', ['k6', 'k5']],
    ['量子力学', ['k6', 'k5']],
    ['光学', ['k6', 'k5']],
    ['物理', ['k6']],
    ['王老师', ['k6']],
    ['Computing 101', ['k1']],
    ['ÉCOLE', ['k12']],
    ['français', ['k12']],
    ['مرحبا', ['k8']],
    ['بالعالم', ['k8']],
    ['🚀', ['k11']],
    ['Emoji 🚀 Rocket', ['k11']],
    ['c++', ['k10']],
    ['+', ['k10']],
    ['%', ['k9']],
    ['100%', ['k9']],
    ['_', ['k9']],
    ['t_G', ['k9']],
    ['\\', ['k9']],
    ['"quoted"', ['k9']],
    ["it's", ['k9']],
    ['%%', []],
    ['q%m', []],
    ['quantum OR lab', []],
    ['OR', []],
    ['quant*', []],
    ['*', []],
    ['NEAR(quantum lab)', []],
    ['NEAR(', []],
    ['"quantum"', []],
    ['quantum"', []],
    ['name:quantum', []],
    ['^quantum', []],
    ['zzz-nothing', []],
  ])('%j → %j', async (keyword, expected) => {
    expect(await keys({ keyword })).toEqual(expected);
  });

  it('answers the hit shape with the normalised keyword and a total', async () => {
    const { body } = await search({ keyword: '  quantum  ', pageSize: 1 });
    expect(body.data).toMatchObject({ total: 5, page: 1, pageSize: 1, keyword: 'quantum' });
    expect(body.data.records[0]).toEqual({
      id: fx.ids.k5,
      name: 'QUANTUM Mechanics 量子力学',
      cover: null,
      price: 0,
      actualPrice: 0,
      purchaseCount: 0,
      viewCount: 0,
      deptName: null,
      existMember: false,
      applicationType: 'course',
      courseResourceId: expect.stringMatching(/^\d{19}$/),
      schoolId: fx.schoolId,
      description: '',
      lecturerName: 'Dee',
      categoryTitle: 'Optics 光学',
    });
  });

  it('treats an empty or blank keyword without a category as no search', async () => {
    for (const keyword of ['', '   ', '\t']) {
      const { status, body } = await search({ keyword });
      expect(status).toBe(200);
      expect(body.data).toEqual({ records: [], total: 0, page: 1, pageSize: 20, keyword: '' });
    }
  });
});

describe('category filter', () => {
  it('matches the category and every descendant, with or without a keyword', async () => {
    expect(await keys({ categoryId: fx.categories.root })).toEqual(['k8', 'k6', 'k5', 'k4']);
    expect(await keys({ categoryId: fx.categories.lab })).toEqual(['k6', 'k5', 'k4']);
    expect(await keys({ categoryId: fx.categories.optics })).toEqual(['k6', 'k5']);
    expect(await keys({ categoryId: fx.categories.lab, keyword: 'quantum' })).toEqual(['k5', 'k4']);
    expect(await keys({ categoryId: fx.categories.arts, keyword: 'quantum' })).toEqual(['k1', 'k3', 'k2']);
  });

  it("finds nothing for an unknown category or another school's category", async () => {
    const other = await createSchool(ctx.testDb.handle.db);
    expect(await keys({ categoryId: '1234567890123456789' })).toEqual([]);
    expect(await keys({ categoryId: other.categoryIds[0]! })).toEqual([]);
    expect((await search({ categoryId: 'abc' })).status).toBe(400);
  });
});

describe('pagination', () => {
  it('pages in SQL: stable total, disjoint pages, empty past the end', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const { body } = await search({ keyword: 'quantum', page, pageSize: 2 });
      expect(body.data.total).toBe(5);
      pages.push(body.data.records.map((hit: { id: string }) => hit.id));
    }
    expect(pages.map((ids) => ids.length)).toEqual([2, 2, 1, 0]);
    expect(pages.flat()).toEqual([fx.ids.k5, fx.ids.k1, fx.ids.k4, fx.ids.k3, fx.ids.k2]);
  });

  it('checks page and pageSize bounds', async () => {
    expect((await search({ keyword: 'quantum', pageSize: 50 })).status).toBe(200);
    const invalid: Params[] = [{ pageSize: 51 }, { pageSize: 0 }, { page: 0 }, { page: 'x' }];
    for (const params of invalid) {
      const { status, body } = await search({ keyword: 'quantum', ...params });
      expect(status).toBe(400);
      expect(body.code).toBe(400);
    }
  });
});

describe('keyword limits and hostile input', () => {
  it('accepts 500 characters (code points, after trimming) and refuses 501', async () => {
    for (const keyword of ['a'.repeat(500), ` ${'学'.repeat(500)} `, '😀'.repeat(500)]) {
      expect((await search({ keyword })).status).toBe(200);
    }
    for (const keyword of ['a'.repeat(501), '😀'.repeat(501)]) {
      expect((await search({ keyword })).body).toEqual({
        code: 400,
        errorCode: 'KEYWORD_TOO_LONG',
        message: 'Keyword is too long (at most 500 characters)',
        details: { max: 500 },
      });
    }
  });

  it('answers injection attempts safely and keeps the tables intact', async () => {
    for (const keyword of [
      "'; DROP TABLE courses; --",
      "' OR '1'='1",
      '" OR 1=1 --',
      ');DELETE FROM courses;',
    ]) {
      const { status, body } = await search({ keyword });
      expect(status).toBe(200);
      expect(body.data.total).toBe(0);
    }
    expect((await search({ keyword: '\u0000' })).status).toBe(400);
    const count = await ctx.testDb.handle.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(40);
    expect(await keys({ keyword: 'quantum' })).toHaveLength(5);
  });

  it('decodes query encodings: + is a space, %2B a plus', async () => {
    const plus = await getJson(
      ctx.app,
      `/api/search/v1/search/courses?schoolId=${fx.schoolId}&keyword=c%2B%2B`,
    );
    expect(plus.body.data.records.map((hit: { id: string }) => hit.id)).toEqual([fx.ids.k10]);
    const space = await getJson(
      ctx.app,
      `/api/search/v1/search/courses?schoolId=${fx.schoolId}&keyword=Lab+Safety`,
    );
    expect(space.body.data.keyword).toBe('Lab Safety');
    expect(space.body.data.records.map((hit: { id: string }) => hit.id)).toEqual([fx.ids.k3]);
  });
});

describe('tenancy', () => {
  it("never returns another school's course, even with the same name", async () => {
    const db = ctx.testDb.handle.db;
    const a = await createSchool(db, { courses: [{ name: 'Twin Course Alpha' }] });
    const b = await createSchool(db, { courses: [{ name: 'Twin Course Alpha' }] });
    expect(await keys({ keyword: 'Twin Course' }, a.id)).toEqual(a.courseIds);
    expect(await keys({ keyword: 'Twin Course' }, b.id)).toEqual(b.courseIds);
    expect(await keys({ keyword: 'quantum' }, a.id)).toEqual([]);
  });

  it('includes open sub-schools by default, not with includeSubSchools=0, never closed ones', async () => {
    const db = ctx.testDb.handle.db;
    const parent = await createSchool(db, { courses: [{ name: 'Nebula Parent' }] });
    const open = await createSchool(db, { parentId: parent.id, courses: [{ name: 'Nebula Open Sub' }] });
    await createSchool(db, {
      parentId: parent.id,
      open_school: '0',
      courses: [{ name: 'Nebula Closed Sub' }],
    });
    // Same created_at: ties fall back to id, descending.
    const both = [...parent.courseIds, ...open.courseIds].sort().reverse();
    expect(await keys({ keyword: 'nebula' }, parent.id)).toEqual(both);
    expect(await keys({ keyword: 'nebula', includeSubSchools: 0 }, parent.id)).toEqual(parent.courseIds);
    expect(await keys({ keyword: 'nebula' }, open.id)).toEqual(open.courseIds);
  });

  it('applies the closed-school policy and the tenant rules', async () => {
    expect((await search({ keyword: 'x' }, DEMO_IDS.closedSchool)).status).toBe(401);
    expect((await search({ keyword: 'x' }, '9999999999999999999')).status).toBe(404);
    expect((await getJson(ctx.app, '/api/search/v1/search/courses?keyword=x')).status).toBe(400);
  });

  it('lets members search a closed school (and its closed sub-school); others get 401/403', async () => {
    const db = ctx.testDb.handle.db;
    const closed = await createSchool(db, { open_school: '0', courses: [{ name: 'Hidden Gem' }] });
    const closedSub = await createSchool(db, {
      parentId: closed.id,
      open_school: '0',
      courses: [{ name: 'Hidden Gem Annex' }],
    });
    await addMember(db, closed.id, DEMO_IDS.learner);
    const path = url(closed.id, { keyword: 'hidden gem' });
    expect((await getJson(ctx.app, path)).status).toBe(401);
    const outsider = await login(ctx.app, DEMO_ACCOUNTS.outsider);
    expect((await send(ctx.app, outsider, { url: path })).statusCode).toBe(403);
    const member = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const hits = (await send(ctx.app, member, { url: path }))
      .json()
      .data.records.map((hit: { id: string }) => hit.id);
    // A member of the parent is a member of its sub-schools (contracts §5).
    expect(hits.sort()).toEqual([...closed.courseIds, ...closedSub.courseIds].sort());
  });

  it('searches the demo catalogue in both languages', async () => {
    const { body } = await search({ keyword: 'python' }, DEMO_IDS.demoAcademy);
    expect(body.data.records[0].name).toBe('Python 编程入门');
    const cjk = await search({ keyword: '数据' }, DEMO_IDS.demoAcademy);
    expect(cjk.body.data.total).toBeGreaterThan(0);
  });
});
