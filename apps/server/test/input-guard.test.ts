/**
 * Issue 9 §5 causes, each fixed once: control characters (plugins/app/input-guard.ts), numbers only plainly
 * written and bounded (@portico/contracts primitives + the guard), router errors in our envelope, and redirect
 * targets that are valid Location values (shared/location.ts). Runs on both engines.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_IDS, DEMO_INVITES } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { DEMO_ACCOUNTS, createUser, freshIp, login, loginRequest, send } from './support/session.ts';

const context = useTestApp();
const school = DEMO_IDS.demoAcademy;

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  errorCode: (response.json() as { errorCode?: string }).errorCode,
});

describe('control characters', () => {
  it('refuses NUL in a login account, before any lookup', async () => {
    for (const account of ['\u0000', `${DEMO_ACCOUNTS.learner}\u0000`]) {
      expect(errorOf(await loginRequest(context.app, account))).toEqual({
        status: 400,
        errorCode: 'INVALID_CHARACTER',
      });
    }
  });

  it('refuses NUL in a nickname, an invite code and a school name, and changes nothing', async () => {
    const { db } = context.testDb.handle;
    const user = await createUser(db, { nickName: 'Before' });
    const jar = await login(context.app, user.email, user.password);
    const patch = await send(context.app, jar, {
      method: 'PATCH',
      url: '/api/accounts/users/me',
      payload: { nickName: 'After\u0000' },
    });
    expect(errorOf(patch)).toEqual({ status: 400, errorCode: 'INVALID_CHARACTER' });
    const row = await db
      .selectFrom('users')
      .select('nick_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.nick_name).toBe('Before');

    const join = await send(context.app, jar, {
      method: 'POST',
      url: '/api/school/members/join',
      payload: { inviteCode: `${DEMO_INVITES.demoAcademy}\u0000` },
    });
    expect(errorOf(join)).toEqual({ status: 400, errorCode: 'INVALID_CHARACTER' });
    const memberships = await db
      .selectFrom('memberships')
      .select('school_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(memberships).toEqual([]);

    const name = `Nul\u0000school ${user.id}`;
    const create = await send(context.app, jar, {
      method: 'POST',
      url: '/api/school/schools/',
      payload: { name },
    });
    expect(errorOf(create)).toEqual({ status: 400, errorCode: 'INVALID_CHARACTER' });
    const created = await db
      .selectFrom('schools')
      .select('id')
      .where('name', 'like', `Nul%${user.id}`)
      .execute();
    expect(created).toEqual([]);
  });

  it('refuses C0 controls in the query, the path and headers; keeps TAB in a query value', async () => {
    const search = (keyword: string, headers: Record<string, string> = {}) =>
      context.app.inject({
        url: `/api/search/v1/search/courses?schoolId=${school}&record=0&keyword=${encodeURIComponent(keyword)}`,
        headers,
      });
    for (const keyword of ['a\u0000b', '\u0001', 'line\nbreak', 'del\u007f']) {
      expect(errorOf(await search(keyword)), JSON.stringify(keyword)).toEqual({
        status: 400,
        errorCode: 'INVALID_CHARACTER',
      });
    }
    expect((await search('math\tcourse')).statusCode).toBe(200);
    expect(errorOf(await search('math', { tenantid: `${school}\u0000` }))).toEqual({
      status: 400,
      errorCode: 'INVALID_CHARACTER',
    });
    const path = await context.app.inject({ url: `/api/school/schools/${school}%00/` });
    expect(errorOf(path)).toEqual({ status: 400, errorCode: 'INVALID_CHARACTER' });
  });

  it('keeps tab, newline and carriage return in multi-line body text, refuses the other controls', async () => {
    const jar = await login(context.app, DEMO_ACCOUNTS.learner);
    const feedback = (feedbackContent: string) =>
      send(context.app, jar, {
        method: 'POST',
        url: `/api/school/feedback/addFeedback?schoolId=${school}`,
        payload: { feedbackType: 0, feedbackContent, allowContact: false, clientType: '1' },
        remoteAddress: freshIp(),
      });
    expect((await feedback('First line\r\nsecond line\twith a tab')).statusCode).toBe(200);
    expect(errorOf(await feedback('Bell \u0007 here'))).toEqual({
      status: 400,
      errorCode: 'INVALID_CHARACTER',
    });
  });
});

describe('numbers on the wire', () => {
  const searchPage = (page: string) =>
    context.app.inject({
      url: `/api/search/v1/search/courses?schoolId=${school}&record=0&keyword=a&page=${page}`,
    });

  it('refuses lenient or out-of-range notations of an integer with a 400', async () => {
    const refused = [
      'Infinity',
      '-Infinity',
      '1e309',
      '1e3',
      '0x10',
      '%201',
      '1.0',
      '0b1',
      'true',
      '',
      '0',
      '-1',
    ];
    for (const page of [...refused, '99999999999999999999', '9007199254740993', '10001']) {
      expect(errorOf(await searchPage(page)), page).toEqual({ status: 400, errorCode: 'VALIDATION_FAILED' });
    }
    expect((await searchPage('2')).statusCode).toBe(200);
  });

  it('bounds page, offset, limit and source so nothing overflows a PostgreSQL integer', async () => {
    const jar = await login(context.app, DEMO_ACCOUNTS.learner);
    const urls = [
      `/api/category/v1/facets/first?schoolId=${school}&source=9999999999`,
      `/api/portal/api/v1/portal/open/latest-courses?schoolId=${school}&limit=Infinity`,
      '/api/ischool/v1/schools/open/open-schools?pageNumber=99999999999999999999',
      '/api/ischool/v1/schools/first-schools-all-page?offset=99999999999999999999',
      `/api/school/schools/firstSchools/subSchoolPage2?tenantId=${school}&page=1e309`,
    ];
    for (const url of urls) {
      expect(errorOf(await send(context.app, jar, { url })), url).toEqual({
        status: 400,
        errorCode: 'VALIDATION_FAILED',
      });
    }
  });

  it('refuses numbers in JSON bodies that only coercion would accept', async () => {
    const jar = await login(context.app, DEMO_ACCOUNTS.learner);
    for (const feedbackType of ['"0x1"', '"1e0"', '1e309', 'true', '[1]']) {
      const response = await send(context.app, jar, {
        method: 'POST',
        url: `/api/school/feedback/addFeedback?schoolId=${school}`,
        payload: `{"feedbackType":${feedbackType},"feedbackContent":"Hello there","allowContact":false,"clientType":"1"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(errorOf(response), feedbackType).toEqual({ status: 400, errorCode: 'VALIDATION_FAILED' });
    }
  });

  it('answers a malformed URL encoding with the error envelope', async () => {
    for (const id of ['%zz', '%', '%C0%80', '%ED%A0%80']) {
      const response = await context.app.inject({ url: `/api/school/schools/${id}/` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED' });
    }
  });
});

describe('Location of redirects built from user input', () => {
  it('percent-encodes a non-ASCII login redirect for a logged-in user', async () => {
    const jar = await login(context.app, DEMO_ACCOUNTS.learner);
    const target = `/portal/${school}/search?keyword=数学`;
    for (const url of [
      `/login/index?redirect=${target}`,
      `/login/index?redirect=${encodeURIComponent(target)}`,
    ]) {
      const response = await send(context.app, jar, { url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(`/portal/${school}/search?keyword=%E6%95%B0%E5%AD%A6`);
    }
  });

  it('never lets a control character into Location', async () => {
    const jar = await login(context.app, DEMO_ACCOUNTS.learner);
    for (const redirect of [
      '/portal%0D%0ASet-Cookie:%20x=1',
      '/a%00b',
      '/a%C2%85b',
      '/a%7Fb',
      '/%E2%80%AE',
    ]) {
      const response = await send(context.app, jar, { url: `/login/index?redirect=${redirect}` });
      expect(response.statusCode, redirect).toBeLessThan(500);
      expect(String(response.headers.location ?? '')).toMatch(/^[\x21-\x7e]*$/);
      if (response.statusCode === 302) expect(response.headers['set-cookie'] ?? '').not.toContain('x=1');
    }
  });
});
