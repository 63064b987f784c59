import { describe, expect, it } from 'vitest';
import { consumeAuthCode } from '../src/auth/auth-codes.ts';
import { sha256 } from '../src/auth/tokens.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { createUser, DEMO_ACCOUNTS, login, send, type CookieJar } from './support/session.ts';

const ctx = useTestApp();
const AUTHORIZE = '/api/auth/v1/oauth/authorize?grant_type=authorization_code&response_type=code';
const authorize = async (jar: CookieJar) =>
  (await send(ctx.app, jar, { url: AUTHORIZE })).json().data.code as string;
const deleteCodes = (jar: CookieJar | null, code?: string) =>
  send(ctx.app, jar, {
    method: 'DELETE',
    url: `/api/accounts/user/authcode${code ? `?code=${encodeURIComponent(code)}` : ''}`,
  });
const codeRows = (userId: string) =>
  ctx.testDb.handle.db.selectFrom('auth_codes').selectAll().where('user_id', '=', userId).execute();
const patchMe = (jar: CookieJar | null, payload: unknown) =>
  send(ctx.app, jar, { method: 'PATCH', url: '/api/accounts/users/me', payload });

describe('GET /api/auth/v1/oauth/authorize', () => {
  it('issues a single-use code valid for 600 s', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const response = await send(ctx.app, jar, { url: `${AUTHORIZE}&schoolId=${DEMO_IDS.demoAcademy}` });
    expect(response.statusCode).toBe(200);
    const { code } = response.json().data;
    const row = (await codeRows(DEMO_IDS.teacher)).find((r) => r.code_hash === sha256(code))!;
    expect(row.school_id).toBe(DEMO_IDS.demoAcademy);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(600_000);
    const db = ctx.testDb.handle.db;
    expect(await consumeAuthCode(db, code)).toEqual({
      userId: DEMO_IDS.teacher,
      schoolId: DEMO_IDS.demoAcademy,
    });
    expect(await consumeAuthCode(db, code)).toBeNull();
    const late = await authorize(jar);
    expect(await consumeAuthCode(db, late, new Date(Date.now() + 601_000))).toBeNull();
  });

  it('answers 400 for other grant or response types, 401 for visitors', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const bad = await send(ctx.app, jar, {
      url: '/api/auth/v1/oauth/authorize?grant_type=password&response_type=code',
    });
    expect(bad.json()).toEqual({
      code: 400,
      errorCode: 'GRANT_TYPE_INVALID',
      message: 'grant_type must be authorization_code',
    });
    const badType = await send(ctx.app, jar, {
      url: '/api/auth/v1/oauth/authorize?grant_type=authorization_code&response_type=token',
    });
    expect(badType.json()).toEqual({
      code: 400,
      errorCode: 'RESPONSE_TYPE_INVALID',
      message: 'response_type must be code',
    });
    expect((await send(ctx.app, jar, { url: '/api/auth/v1/oauth/authorize' })).statusCode).toBe(400);
    expect((await send(ctx.app, null, { url: AUTHORIZE })).json()).toEqual({
      code: 401,
      errorCode: 'NOT_LOGGED_IN',
      message: 'Not logged in',
    });
  });
});

describe('DELETE /api/accounts/user/authcode', () => {
  it('deletes one code by value, also for a caller whose session is gone', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const code = await authorize(jar);
    const response = await deleteCodes(null, code);
    expect(response.json()).toEqual({ code: 200, data: { deleted: 1 } });
    expect((await deleteCodes(null, code)).json().data.deleted).toBe(0);
  });

  it("deletes every code of the last 600 s without a code, never older ones or another user's", async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const jar = await login(ctx.app, user.email, user.password);
    await authorize(jar);
    await authorize(jar);
    const old = await authorize(jar);
    await ctx.testDb.handle.db
      .updateTable('auth_codes')
      .set({ created_at: new Date(Date.now() - 700_000).toISOString() })
      .where('code_hash', '=', sha256(old))
      .execute();
    const other = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const othersCode = await authorize(other);
    const othersBefore = (await codeRows(DEMO_IDS.teacher)).length;

    // A logged-in user cannot delete another user's code, even knowing it.
    expect((await deleteCodes(jar, othersCode)).json().data.deleted).toBe(0);
    expect((await deleteCodes(jar)).json().data.deleted).toBe(2);
    expect((await codeRows(user.id)).map((r) => r.code_hash)).toEqual([sha256(old)]);
    expect((await codeRows(DEMO_IDS.teacher)).length).toBe(othersBefore);
  });

  it('answers 401 to a visitor without a code', async () => {
    expect((await deleteCodes(null)).json()).toEqual({
      code: 401,
      errorCode: 'NOT_LOGGED_IN',
      message: 'Not logged in',
    });
  });
});

describe('/api/accounts/users/me', () => {
  it('reads the profile and updates the names', async () => {
    const user = await createUser(ctx.testDb.handle.db, { realName: null });
    const jar = await login(ctx.app, user.email, user.password);
    expect((await send(ctx.app, jar, { url: '/api/accounts/users/me' })).json().data).toMatchObject({
      id: user.id,
      realName: null,
      email: user.email,
    });
    const updated = await patchMe(jar, { realName: '  王小明 ', nickName: 'Ming' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: user.id, realName: '王小明', nickName: 'Ming' });
    expect((await patchMe(jar, { nickName: 'M2' })).json().data).toMatchObject({ realName: '王小明' });
  });

  it('rejects empty, long, special-character and emoji names with a clear message', async () => {
    const user = await createUser(ctx.testDb.handle.db, { realName: 'Keep Me' });
    const jar = await login(ctx.app, user.email, user.password);
    const cases: Array<[unknown, string, string]> = [
      [{ realName: '   ' }, 'USER_NAME_EMPTY', 'Real name cannot be empty'],
      [{ realName: 'x'.repeat(31) }, 'USER_NAME_TOO_LONG', 'Real name must be at most 30 characters'],
      [
        { realName: 'Bad<name>' },
        'USER_NAME_SPECIAL_CHARACTERS',
        'Real name cannot contain special characters',
      ],
      [{ realName: 'Smile 😀' }, 'USER_NAME_EMOJI', 'Real name cannot contain emoji'],
      [{ nickName: 'a#b' }, 'USER_NAME_SPECIAL_CHARACTERS', 'Nickname cannot contain special characters'],
      [{}, 'NOTHING_TO_UPDATE', 'Give realName or nickName to update'],
    ];
    for (const [payload, errorCode, message] of cases) {
      const response = await patchMe(jar, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, errorCode, message });
    }
    expect((await patchMe(jar, { realName: '字'.repeat(30) })).statusCode).toBe(200);
    await patchMe(jar, { realName: 'Keep Me' });
    const row = await ctx.testDb.handle.db
      .selectFrom('users')
      .select(['real_name', 'nick_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ real_name: 'Keep Me', nick_name: null });
  });

  it('answers 401 to visitors and changes nothing', async () => {
    expect((await send(ctx.app, null, { url: '/api/accounts/users/me' })).statusCode).toBe(401);
    expect((await patchMe(null, { realName: 'Hacker' })).statusCode).toBe(401);
  });
});
