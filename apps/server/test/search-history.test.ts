/**
 * What searching records (contracts §6): hot-search counts per school, the logged-in viewer's history, `record=0`,
 * GET hotSearch (pins first, 30-day window, ≤ 8; history ≤ 5) and GET clear (401 for visitors).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { HISTORY_KEPT, recordSearch } from '../src/modules/search/queries.ts';
import { getJson, useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;
const searchUrl = (schoolId: string, keyword: string, extra = '') =>
  `/api/search/v1/search/courses?schoolId=${schoolId}&keyword=${encodeURIComponent(keyword)}${extra}`;
const hot = (schoolId: string, jar: CookieJar | null = null) =>
  send(ctx.app, jar, { url: `/api/search/v1/search/hotSearch?schoolId=${schoolId}` }).then((r) => r.json());
const clear = (schoolId: string, jar: CookieJar | null) =>
  send(ctx.app, jar, { url: `/api/search/v1/search/clear?schoolId=${schoolId}` });

async function countOf(schoolId: string, keyword: string): Promise<number | undefined> {
  const row = await db()
    .selectFrom('search_queries')
    .select('count')
    .where('school_id', '=', schoolId)
    .where('keyword', '=', keyword)
    .executeTakeFirst();
  return row?.count;
}

describe('recording searches', () => {
  it('counts a search per school, not with record=0, not for later pages, not for empty keywords', async () => {
    const school = await createSchool(db());
    const other = await createSchool(db());
    await getJson(ctx.app, searchUrl(school.id, '  Robotics  '));
    // Counts are per searcher (issue 9 §6, search-recording.test.ts): a second visitor, from another address.
    await send(ctx.app, null, { url: searchUrl(school.id, 'Robotics'), remoteAddress: '198.51.100.2' });
    expect(await countOf(school.id, 'Robotics')).toBe(2);
    await getJson(ctx.app, searchUrl(school.id, 'Robotics', '&record=0'));
    await getJson(ctx.app, searchUrl(school.id, 'Robotics', '&page=2'));
    await getJson(ctx.app, searchUrl(school.id, ''));
    expect(await countOf(school.id, 'Robotics')).toBe(2);
    expect(await countOf(school.id, '')).toBeUndefined();
    expect(await countOf(other.id, 'Robotics')).toBeUndefined();
    expect((await hot(school.id)).data.hotSearch).toEqual([...school.hotKeywords, 'Robotics']);
  });

  it('records nothing when the school is closed to the caller', async () => {
    await getJson(ctx.app, searchUrl(DEMO_IDS.closedSchool, 'secret'));
    expect(await countOf(DEMO_IDS.closedSchool, 'secret')).toBeUndefined();
  });
});

describe('GET hotSearch', () => {
  it('lists pins first, then the most searched of the last 30 days, at most 8', async () => {
    const school = await createSchool(db());
    await db()
      .insertInto('hot_search_pins')
      .values({ school_id: school.id, keyword: 'second-pin', sort: 1 })
      .execute();
    const now = Date.now();
    const day = 86_400_000;
    const queries = Array.from({ length: 9 }, (_, i) => ({
      school_id: school.id,
      keyword: `kw-${i}`,
      count: 100 - i,
      last_searched_at: new Date(now - i * day).toISOString(),
    }));
    // Searched most of all, but 31 days ago: outside the window.
    queries.push({
      school_id: school.id,
      keyword: 'stale',
      count: 999,
      last_searched_at: new Date(now - 31 * day).toISOString(),
    });
    // A pinned keyword that is also searched appears once, as a pin.
    queries.push({
      school_id: school.id,
      keyword: 'second-pin',
      count: 500,
      last_searched_at: new Date(now).toISOString(),
    });
    await db().insertInto('search_queries').values(queries).execute();
    const body = await hot(school.id);
    expect(body.data.hotSearch).toEqual([
      school.hotKeywords[0],
      'second-pin',
      'kw-0',
      'kw-1',
      'kw-2',
      'kw-3',
      'kw-4',
      'kw-5',
    ]);
    expect(body.data.history).toEqual([]);
  });
});

describe('history of a logged-in viewer', () => {
  it('keeps the newest keywords first, moves a repeated one to the top, shows 5', async () => {
    const school = await createSchool(db());
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    for (const keyword of ['alpha', 'beta', 'gamma', 'alpha', 'delta', 'epsilon', 'zeta']) {
      expect((await send(ctx.app, jar, { url: searchUrl(school.id, keyword) })).statusCode).toBe(200);
    }
    await send(ctx.app, jar, { url: searchUrl(school.id, 'not-recorded', '&record=0') });
    const body = await hot(school.id, jar);
    expect(body.data.history).toEqual(['zeta', 'epsilon', 'delta', 'alpha', 'gamma']);
    // Per school and per user: another school and another user see none of it.
    expect((await hot((await createSchool(db())).id, jar)).data.history).toEqual([]);
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    expect((await hot(school.id, teacher)).data.history).toEqual([]);
    expect((await hot(school.id)).data.history).toEqual([]);
  });

  it(`keeps at most ${HISTORY_KEPT} entries per user and school`, async () => {
    const school = await createSchool(db());
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < HISTORY_KEPT + 5; i += 1) {
      await recordSearch(db(), {
        schoolId: school.id,
        userId: DEMO_IDS.learner,
        keyword: `k${i}`,
        now: new Date(base + i),
      });
    }
    const rows = await db()
      .selectFrom('search_history')
      .select('keyword')
      .where('school_id', '=', school.id)
      .where('user_id', '=', DEMO_IDS.learner)
      .orderBy('created_at', 'desc')
      .execute();
    expect(rows).toHaveLength(HISTORY_KEPT);
    expect(rows[0]?.keyword).toBe(`k${HISTORY_KEPT + 4}`);
    expect(rows.at(-1)?.keyword).toBe('k5');
  });

  it('keeps the order of two searches within the same millisecond', async () => {
    const school = await createSchool(db());
    const now = new Date();
    for (const keyword of ['first', 'second']) {
      await recordSearch(db(), { schoolId: school.id, userId: DEMO_IDS.learner, keyword, now });
    }
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    expect((await hot(school.id, jar)).data.history).toEqual(['second', 'first']);
  });
});

describe('GET clear', () => {
  it("clears the viewer's history in that school only; 401 for visitors", async () => {
    const school = await createSchool(db());
    const other = await createSchool(db());
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    await send(ctx.app, jar, { url: searchUrl(school.id, 'one') });
    await send(ctx.app, jar, { url: searchUrl(other.id, 'two') });
    expect((await clear(school.id, null)).json()).toEqual({
      code: 401,
      errorCode: 'NOT_LOGGED_IN',
      message: 'Not logged in',
    });
    const response = await clear(school.id, jar);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { deleted: 1 } });
    expect((await hot(school.id, jar)).data.history).toEqual([]);
    expect((await hot(other.id, jar)).data.history).toEqual(['two']);
    // Hot-search counts are the school's, not the user's: clearing history keeps them.
    expect(await countOf(school.id, 'one')).toBe(1);
  });
});
