/**
 * The search route's bootstrap carries its first results (no request waterfall): the same hits, in the same order,
 * as GET /api/search/v1/search/courses, recorded once per page load, with malformed params ignored. Runs on both
 * engines, like search.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageData, ShellBootstrap } from '@portico/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { resolveViewer } from '../src/auth/resolve-viewer.ts';
import { buildBootstrap } from '../src/web/bootstrap.ts';
import { getJson, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { createSearchFixture, type SearchFixture } from './support/search-fixture.ts';
import { DEMO_ACCOUNTS, addMember, login, send } from './support/session.ts';

/** A stand-in web build whose render answers the bootstrap's page data as JSON: the page route runs for real. */
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-web-'));
fs.mkdirSync(path.join(webDistDir, 'server'));
fs.writeFileSync(
  path.join(webDistDir, 'server/entry-server.js'),
  `export async function render({ bootstrap: json }) {
     const bootstrap = JSON.parse(json);
     return { status: 200, html: JSON.stringify(bootstrap.page) };
   }\n`,
);

const ctx = useTestApp({ webDistDir });
const db = () => ctx.testDb.handle.db;
let fx: SearchFixture;
beforeAll(async () => {
  fx = await createSearchFixture(db());
});
afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));

type SearchPage = Extract<PageData, { kind: 'search' }>;
type Params = Record<string, string | number>;
const searchUrl = (schoolId: string, params: Params) => {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  return `/portal/${schoolId}/search?${query}`;
};

async function boot(url: string, account: string | null = null): Promise<SearchPage> {
  const viewer = account
    ? await resolveViewer(ctx.app.db, (await login(ctx.app, account)).get('access_token')!)
    : null;
  const b: ShellBootstrap = await buildBootstrap(db(), ctx.config, { url, host: 'localhost:3000', viewer });
  if (b.page.kind !== 'search') throw new Error(`not a search page: ${b.page.kind}`);
  return b.page;
}
/** The hits of a search page, as fixture keys where possible. */
function keys(page: SearchPage): string[] {
  const byId = new Map(Object.entries(fx.ids).map(([key, id]) => [id, key]));
  return (page.results?.records ?? []).map((hit) => byId.get(hit.id) ?? hit.id);
}

async function countOf(schoolId: string, keyword: string): Promise<number | undefined> {
  const row = await db()
    .selectFrom('search_queries')
    .select('count')
    .where('school_id', '=', schoolId)
    .where('keyword', '=', keyword)
    .executeTakeFirst();
  return row?.count;
}

describe('search page bootstrap', () => {
  it('holds the ranked hits of the keyword, exactly as the search endpoint answers them', async () => {
    const page = await boot(searchUrl(fx.schoolId, { keyword: '  quantum  ', activeIndex: -1 }));
    expect(page.keyword).toBe('quantum');
    expect(keys(page)).toEqual(['k5', 'k1', 'k4', 'k3', 'k2']);
    expect(page.results).toMatchObject({ total: 5, page: 1, pageSize: 20, categoryId: null });
    const api = await getJson(
      ctx.app,
      `/api/search/v1/search/courses?schoolId=${fx.schoolId}&keyword=quantum&record=0`,
    );
    expect(page.results?.records).toEqual(api.body.data.records);
  });

  it('applies the category (with its descendants) and the page of the URL', async () => {
    const lab = await boot(searchUrl(fx.schoolId, { categoryId: fx.categories.lab }));
    expect(keys(lab)).toEqual(['k6', 'k5', 'k4']);
    expect(lab.results).toMatchObject({ categoryId: fx.categories.lab, total: 3 });
    const both = await boot(searchUrl(fx.schoolId, { keyword: 'quantum', categoryId: fx.categories.arts }));
    expect(keys(both)).toEqual(['k1', 'k3', 'k2']);
    const second = await boot(searchUrl(fx.schoolId, { keyword: 'quantum', page: 2 }));
    expect(second.results).toMatchObject({ records: [], total: 5, page: 2 });
  });

  it('holds no results without a keyword or a category', async () => {
    const none: Params[] = [{}, { keyword: '   ' }, { categoryId: 'abc' }, { page: 3 }];
    for (const params of none) {
      const page = await boot(searchUrl(fx.schoolId, params));
      expect(page.results, JSON.stringify(params)).toBeNull();
    }
  });

  it('ignores a malformed page or categoryId: first page, no filter — never an error', async () => {
    const expected = ['k5', 'k1', 'k4', 'k3', 'k2'];
    const malformed: Params[] = [
      { page: 0 },
      { page: -1 },
      { page: 'x' },
      { page: '2abc' },
      { page: 1.5 },
      { page: 10_001 },
      { page: '9'.repeat(40) },
      { categoryId: 'abc' },
      { categoryId: `${fx.categories.lab}0` },
      { categoryId: "1' OR '1'='1" },
    ];
    for (const extra of malformed) {
      const page = await boot(searchUrl(fx.schoolId, { keyword: 'quantum', ...extra }));
      expect(keys(page), JSON.stringify(extra)).toEqual(expected);
      expect(page.results).toMatchObject({ page: 1, categoryId: null });
    }
    // Well-formed but not a category of this school: filtered by it, so nothing (as the endpoint answers).
    const unknown = await boot(
      searchUrl(fx.schoolId, { keyword: 'quantum', categoryId: '1234567890123456789' }),
    );
    expect(unknown.results).toMatchObject({ records: [], total: 0, categoryId: '1234567890123456789' });
    // A control character (NUL) never reaches the page: the input guard answers 400 before it renders.
    const nul = await ctx.app.inject({ url: searchUrl(fx.schoolId, { keyword: 'quan\u0000tum' }) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ errorCode: 'INVALID_CHARACTER' });
  });

  it("never holds another school's courses, even with the same name; holds open sub-schools' only", async () => {
    const a = await createSchool(db(), { courses: [{ name: 'Twin Course Beta' }] });
    const b = await createSchool(db(), { courses: [{ name: 'Twin Course Beta' }] });
    const openSub = await createSchool(db(), { parentId: a.id, courses: [{ name: 'Twin Course Beta Sub' }] });
    const closedSub = await createSchool(db(), {
      parentId: a.id,
      open_school: '0',
      courses: [{ name: 'Twin Course Beta Closed' }],
    });
    const pageA = await boot(searchUrl(a.id, { keyword: 'twin course' }));
    expect(pageA.results?.records.map((hit) => hit.id).sort()).toEqual(
      [...a.courseIds, ...openSub.courseIds].sort(),
    );
    const json = JSON.stringify(pageA);
    for (const id of [...b.courseIds, ...closedSub.courseIds, b.id]) expect(json).not.toContain(id);
    // Another school's category filters nothing in: it is not one of this school's categories.
    const foreign = await boot(searchUrl(b.id, { categoryId: a.categoryIds[0]! }));
    expect(foreign.results).toMatchObject({ records: [], total: 0 });
  });

  it("shows a closed school's results to its members only", async () => {
    const closed = await createSchool(db(), { open_school: '0', courses: [{ name: 'Secret Orchard' }] });
    await addMember(db(), closed.id, DEMO_IDS.learner);
    const url = searchUrl(closed.id, { keyword: 'orchard' });
    const visitor = await buildBootstrap(db(), ctx.config, { url, host: 'localhost:3000' });
    expect(visitor.page).toEqual({ kind: 'none' });
    expect((await boot(url, DEMO_ACCOUNTS.learner)).results?.records.map((hit) => hit.id)).toEqual(
      closed.courseIds,
    );
  });
});

describe('recording a search made by loading the page', () => {
  it('counts once per page load (first page only), and the browser refetching with record=0 adds nothing', async () => {
    const school = await createSchool(db());
    const page = (params: Params) =>
      ctx.app.inject({ url: searchUrl(school.id, { 'sxz-lang': 'en_US', ...params }) });
    const first = await page({ keyword: '  Lighthouse  ' });
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ kind: 'search', keyword: 'Lighthouse' });
    expect(await countOf(school.id, 'Lighthouse')).toBe(1);
    await getJson(
      ctx.app,
      `/api/search/v1/search/courses?schoolId=${school.id}&keyword=Lighthouse&pageSize=20&record=0`,
    );
    await page({ keyword: 'Lighthouse', page: 2 });
    await page({ categoryId: school.categoryIds[0]! });
    expect(await countOf(school.id, 'Lighthouse')).toBe(1);
    expect(await countOf(school.id, '')).toBeUndefined();
    // Another visitor (counts are per searcher, issue 9 §6), whose malformed page is read as the first.
    const other = await ctx.app.inject({
      url: searchUrl(school.id, { 'sxz-lang': 'en_US', keyword: 'Lighthouse', page: 'bad' }),
      remoteAddress: '198.51.100.3',
    });
    expect(other.statusCode).toBe(200);
    expect(await countOf(school.id, 'Lighthouse')).toBe(2);
    // A HEAD request renders nothing for a person: it records nothing either.
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: searchUrl(school.id, { keyword: 'Lighthouse' }),
    });
    expect(head.statusCode).toBe(200);
    expect(await countOf(school.id, 'Lighthouse')).toBe(2);
  });

  it("puts the keyword once at the top of a logged-in viewer's history", async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const keyword = `orbit-${Date.now()}`;
    const response = await send(ctx.app, jar, { url: searchUrl(DEMO_IDS.demoAcademy, { keyword }) });
    expect(response.statusCode).toBe(200);
    const history = await db()
      .selectFrom('search_history')
      .select('keyword')
      .where('school_id', '=', DEMO_IDS.demoAcademy)
      .where('user_id', '=', DEMO_IDS.learner)
      .where('keyword', '=', keyword)
      .execute();
    expect(history).toHaveLength(1);
    const hot = await send(ctx.app, jar, {
      url: `/api/search/v1/search/hotSearch?schoolId=${DEMO_IDS.demoAcademy}`,
    });
    expect(hot.json().data.history[0]).toBe(keyword);
  });

  it('records nothing for a closed school the visitor may not see', async () => {
    const closed = await createSchool(db(), { open_school: '0' });
    await ctx.app.inject({ url: searchUrl(closed.id, { keyword: 'hush' }) });
    expect(await countOf(closed.id, 'hush')).toBeUndefined();
  });
});
