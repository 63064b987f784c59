import { describe, expect, it } from 'vitest';
import { legacyScryptHash } from '../src/auth/password.ts';
import { accountSubject, pairKey } from '../src/auth/rate-limit.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { CookieJar, DEMO_ACCOUNTS, createUser, freshIp, loginRequest, send } from './support/session.ts';

const ctx = useTestApp();

type SetCookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean };
const cookieOf = (response: { cookies: unknown[] }, name: string) =>
  (response.cookies as SetCookie[]).find((cookie) => cookie.name === name);
const failureCount = async (key: string) =>
  (await ctx.testDb.handle.db.selectFrom('login_attempts').select('id').where('key', '=', key).execute())
    .length;

describe('POST /api/auth/login/init', () => {
  it('logs in with e-mail and sets HttpOnly, SameSite=Lax session cookies plus portico_session=1', async () => {
    const response = await loginRequest(ctx.app, DEMO_ACCOUNTS.learner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      data: {
        user: {
          id: DEMO_IDS.learner,
          nickName: 'Lena Learner',
          realName: '李学员',
          mobile: '13800000001',
          email: 'learner@demo.test',
          avatarUrl: null,
        },
      },
    });
    const raw = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const header = (name: string) => raw.find((line) => line.startsWith(`${name}=`)) ?? '';
    expect(header('access_token')).toMatch(/HttpOnly/);
    expect(header('access_token')).toMatch(/SameSite=Lax/);
    expect(header('access_token')).toMatch(/Max-Age=900/);
    expect(header('access_token')).not.toMatch(/Secure/);
    expect(header('refresh_token')).toMatch(/HttpOnly/);
    expect(header('refresh_token')).toMatch(/Max-Age=2592000/);
    expect(header('portico_session')).toMatch(/^portico_session=1;/);
    expect(header('portico_session')).not.toMatch(/HttpOnly/);
    expect(header('token_renewed_at')).toMatch(/Max-Age=600/);
    // 256-bit tokens, base64url; only their SHA-256 is stored.
    const access = cookieOf(response, 'access_token')!.value;
    expect(access).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.testDb.handle.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', DEMO_IDS.learner)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(access);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('logs in with the 11-digit mobile and a case-insensitive e-mail', async () => {
    expect((await loginRequest(ctx.app, '13800000002')).statusCode).toBe(200);
    expect((await loginRequest(ctx.app, 'TEACHER@demo.TEST')).statusCode).toBe(200);
  });

  it('answers 400 when the agreement is not accepted (nothing is checked or counted)', async () => {
    for (const agreementAccepted of [false, undefined]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/init',
        payload: { account: DEMO_ACCOUNTS.learner, password: 'x', agreementAccepted },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        errorCode: 'AGREEMENT_NOT_ACCEPTED',
        message: 'You must accept the service agreement and privacy policy',
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it('validates the body', async () => {
    const response = await send(ctx.app, null, {
      method: 'POST',
      url: '/api/auth/login/init',
      payload: { password: 'x', agreementAccepted: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('account is required');
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    for (const account of [DEMO_ACCOUNTS.admin, 'nobody@demo.test', 'not-an-account']) {
      const response = await loginRequest(ctx.app, account, { password: 'wrong-password' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, errorCode: 'LOGIN_FAILED', message: 'Login failed' });
      expect(response.cookies).toEqual([]);
    }
  });

  it('locks an account at one address after 5 failures in 15 minutes, even for the right password', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await loginRequest(ctx.app, user.email, { password: 'wrong', ip })).statusCode).toBe(401);
    }
    const sixth = await loginRequest(ctx.app, user.email, { password: 'wrong', ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 429,
      errorCode: 'LOGIN_RATE_LIMITED',
      message: 'Too many login attempts. Try again in 15 minutes.',
    });
    const right = await loginRequest(ctx.app, user.email, { password: user.password, ip });
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toEqual([]);
    // Other accounts from that address are not affected (login-throttle.test.ts: nor the owner elsewhere).
    expect((await loginRequest(ctx.app, DEMO_ACCOUNTS.teacher, { ip })).statusCode).toBe(200);
  });

  it('computes the remaining minutes from the stored failures, and unlocks when they age out', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const db = ctx.testDb.handle.db;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const ip = freshIp();
    const key = pairKey(accountSubject(user.email, user.id), ip);
    await db
      .insertInto('login_attempts')
      .values([14, 10, 9, 8, 7].map((m, i) => ({ id: `900000000000000000${i}`, key, at: at(m) })))
      .execute();
    const locked = await loginRequest(ctx.app, user.email, { password: user.password, ip });
    expect(locked.json().message).toBe('Too many login attempts. Try again in 1 minutes.');
    await db
      .updateTable('login_attempts')
      .set({ at: at(16) })
      .where('key', '=', key)
      .execute();
    expect((await loginRequest(ctx.app, user.email, { password: user.password, ip })).statusCode).toBe(200);
  });

  it("clears the account's failures at that address on success", async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const ip = freshIp();
    const key = pairKey(accountSubject(user.email, user.id), ip);
    for (let i = 0; i < 4; i += 1) await loginRequest(ctx.app, user.email, { password: 'wrong', ip });
    expect(await failureCount(key)).toBe(4);
    expect((await loginRequest(ctx.app, user.email, { password: user.password, ip })).statusCode).toBe(200);
    expect(await failureCount(key)).toBe(0);
  });

  it('locks an address after 20 failures in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      const response = await loginRequest(ctx.app, `spray-${i}@demo.test`, { password: 'x', ip });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await loginRequest(ctx.app, DEMO_ACCOUNTS.learner, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Try again in \d+ minutes\.$/);
    expect((await loginRequest(ctx.app, DEMO_ACCOUNTS.learner)).statusCode).toBe(200);
  });

  it('verifies a legacy scrypt hash and rehashes it to argon2id', async () => {
    const db = ctx.testDb.handle.db;
    const user = await createUser(db, { passwordHash: await legacyScryptHash('Old-password-1') });
    const hashOf = async () =>
      (
        await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).password_hash;
    expect(await hashOf()).toMatch(/^scrypt\$/);
    expect((await loginRequest(ctx.app, user.email, { password: 'wrong' })).statusCode).toBe(401);
    expect(await hashOf()).toMatch(/^scrypt\$/);
    expect((await loginRequest(ctx.app, user.email, { password: 'Old-password-1' })).statusCode).toBe(200);
    expect(await hashOf()).toMatch(/^\$argon2id\$/);
    expect((await loginRequest(ctx.app, user.email, { password: 'Old-password-1' })).statusCode).toBe(200);
  });
});

describe('Secure cookies behind a TLS proxy', () => {
  const proxied = useTestApp({ env: { TRUST_PROXY: 'true' } });

  it('marks cookies Secure when x-forwarded-proto is https and the proxy is trusted', async () => {
    const response = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login/init',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: freshIp(),
      payload: { account: DEMO_ACCOUNTS.learner, password: 'Portico-demo-2026', agreementAccepted: true },
    });
    expect(response.statusCode).toBe(200);
    for (const name of ['access_token', 'refresh_token', 'portico_session', 'token_renewed_at']) {
      expect(cookieOf(response, name)?.secure).toBe(true);
    }
  });

  it('ignores x-forwarded-proto when the proxy is not trusted (the default)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/init',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: freshIp(),
      payload: { account: DEMO_ACCOUNTS.learner, password: 'Portico-demo-2026', agreementAccepted: true },
    });
    expect(cookieOf(response, 'access_token')?.secure).toBeFalsy();
    expect(new CookieJar().absorb(response).get('portico_session')).toBe('1');
  });
});
