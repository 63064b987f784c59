/**
 * Issue 9 §6: search recording one client cannot abuse — counts per distinct searcher (user id, else client
 * address), at most SEARCH_RECORDS_PER_MINUTE counted searches per client, school and minute.
 */
import { describe, expect, it } from 'vitest';
import { recordSearch } from '../src/modules/search/queries.ts';
import { SEARCH_RECORDS_PER_MINUTE } from '../src/modules/search/recording.ts';
import { useTestApp } from './support/app.ts';
import { createSchool } from './support/factories.ts';
import { DEMO_ACCOUNTS, freshIp, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp();
const db = () => ctx.testDb.handle.db;

const search = (schoolId: string, keyword: string, from: { ip?: string; jar?: CookieJar } = {}) =>
  send(ctx.app, from.jar ?? null, {
    url: `/api/search/v1/search/courses?schoolId=${schoolId}&keyword=${encodeURIComponent(keyword)}`,
    ...(from.ip ? { remoteAddress: from.ip } : {}),
  });
const hotList = async (schoolId: string): Promise<string[]> =>
  (await send(ctx.app, null, { url: `/api/search/v1/search/hotSearch?schoolId=${schoolId}` })).json().data
    .hotSearch;

async function counts(schoolId: string): Promise<Record<string, number>> {
  const rows = await db()
    .selectFrom('search_queries')
    .select(['keyword', 'count'])
    .where('school_id', '=', schoolId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.keyword, Number(row.count)]));
}

describe('hot searches count distinct searchers', () => {
  it('one visitor repeating a keyword counts once and cannot take over the hot list', async () => {
    const school = await createSchool(db());
    const spammer = freshIp();
    for (let i = 0; i < 25; i += 1)
      expect((await search(school.id, 'casino', { ip: spammer })).statusCode).toBe(200);
    expect((await counts(school.id)).casino).toBe(1);
    // The factory's keyword (7 searchers) stays ahead of the spam.
    const list = await hotList(school.id);
    expect(list.indexOf(school.hotKeywords[1]!)).toBeLessThan(list.indexOf('casino'));
  });

  it('distinct visitors and distinct users each count', async () => {
    const school = await createSchool(db());
    for (let i = 0; i < 3; i += 1) await search(school.id, 'robotics', { ip: freshIp() });
    expect((await counts(school.id)).robotics).toBe(3);
    // Two users behind one address (a school's NAT) are two searchers; a user is one searcher anywhere.
    const shared = freshIp();
    const learner = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const teacher = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    await search(school.id, 'physics', { ip: shared, jar: learner });
    await search(school.id, 'physics', { ip: shared, jar: teacher });
    await search(school.id, 'physics', { ip: freshIp(), jar: learner });
    expect((await counts(school.id)).physics).toBe(2);
    // Ranked by searchers: 3 before 2 before 1.
    await search(school.id, 'lonely', { ip: freshIp() });
    const list = await hotList(school.id);
    expect(list.indexOf('robotics')).toBeLessThan(list.indexOf('physics'));
    expect(list.indexOf('physics')).toBeLessThan(list.indexOf('lonely'));
  });
});

describe('recording throttle per client and school', () => {
  it(`counts at most ${SEARCH_RECORDS_PER_MINUTE} searches of one visitor a minute; the searches still answer`, async () => {
    const school = await createSchool(db());
    const flooder = freshIp();
    for (let i = 0; i < SEARCH_RECORDS_PER_MINUTE + 15; i += 1) {
      expect((await search(school.id, `unique-${i}`, { ip: flooder })).statusCode).toBe(200);
    }
    const recorded = Object.keys(await counts(school.id)).filter((k) => k.startsWith('unique-'));
    expect(recorded).toHaveLength(SEARCH_RECORDS_PER_MINUTE);
    // Another visitor, and the same visitor in another school, have their own quota.
    await search(school.id, 'someone-else', { ip: freshIp() });
    expect((await counts(school.id))['someone-else']).toBe(1);
    const other = await createSchool(db());
    await search(other.id, 'elsewhere', { ip: flooder });
    expect((await counts(other.id)).elsewhere).toBe(1);
  });

  it('holds under parallel requests (one atomic counter)', async () => {
    const school = await createSchool(db());
    const flooder = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => search(school.id, `burst-${i}`, { ip: flooder })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const recorded = Object.keys(await counts(school.id)).filter((k) => k.startsWith('burst-'));
    expect(recorded).toHaveLength(SEARCH_RECORDS_PER_MINUTE);
  });

  it('a logged-in user is throttled by user id, whatever address they come from; history is still kept', async () => {
    const school = await createSchool(db());
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    for (let i = 0; i < SEARCH_RECORDS_PER_MINUTE + 5; i += 1) {
      await search(school.id, `mine-${i}`, { ip: freshIp(), jar });
    }
    const recorded = Object.keys(await counts(school.id)).filter((k) => k.startsWith('mine-'));
    expect(recorded).toHaveLength(SEARCH_RECORDS_PER_MINUTE);
    const hot = await send(ctx.app, jar, { url: `/api/search/v1/search/hotSearch?schoolId=${school.id}` });
    expect(hot.json().data.history[0]).toBe(`mine-${SEARCH_RECORDS_PER_MINUTE + 4}`);
  });

  it('the quota opens again after a minute', async () => {
    const school = await createSchool(db());
    const start = Date.now();
    const record = (keyword: string, offsetMs: number) =>
      recordSearch(db(), {
        schoolId: school.id,
        userId: null,
        clientAddress: '203.0.113.9',
        keyword,
        now: new Date(start + offsetMs),
      });
    for (let i = 0; i < SEARCH_RECORDS_PER_MINUTE; i += 1) await record(`w1-${i}`, i);
    await record('w1-over', 59_000);
    await record('w2-first', 60_001);
    const found = await counts(school.id);
    expect(Object.keys(found).filter((k) => k.startsWith('w1-'))).toHaveLength(SEARCH_RECORDS_PER_MINUTE);
    expect(found['w1-over']).toBeUndefined();
    expect(found['w2-first']).toBe(1);
  });
});
