import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/tokens.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { ageRotation } from './support/rotation.ts';
import { CookieJar, DEMO_ACCOUNTS, login, send } from './support/session.ts';

const ctx = useTestApp();
const me = (jar: CookieJar | null, headers: Record<string, string> = {}) =>
  send(ctx.app, jar, { url: '/api/accounts/users/me', headers });
const renew = (jar: CookieJar | null, payload?: unknown, headers: Record<string, string> = {}) =>
  send(ctx.app, jar, { method: 'POST', url: '/api/auth/oauth/token', payload, headers });

describe('access token', () => {
  it('authenticates by cookie or by Authorization: Bearer', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    expect((await me(jar)).json().data.id).toBe(DEMO_IDS.teacher);
    const bearer = await me(null, { authorization: `Bearer ${jar.get('access_token')}` });
    expect(bearer.json().data.id).toBe(DEMO_IDS.teacher);
  });

  it('answers 401 without a token, with an unknown one, and once it expired', async () => {
    expect((await me(null)).json()).toEqual({
      code: 401,
      errorCode: 'NOT_LOGGED_IN',
      message: 'Not logged in',
    });
    expect((await me(null, { cookie: 'access_token=forged' })).statusCode).toBe(401);
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    await ctx.testDb.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(jar.get('access_token')!))
      .execute();
    expect((await me(jar)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/oauth/token', () => {
  it('rotates from the cookie: new tokens, the old access token still valid until it expires', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const before = jar.clone();
    const response = await renew(jar, { grant_type: 'refresh_token' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { expiresIn: 900 } });
    expect(jar.get('refresh_token')).not.toBe(before.get('refresh_token'));
    expect(jar.get('access_token')).not.toBe(before.get('access_token'));
    expect(Number(jar.get('token_renewed_at'))).toBeGreaterThan(Date.now() - 60_000);
    expect((await me(jar)).statusCode).toBe(200);
  });

  it('is JSON-only (issue 9 §4): a JSON body carrying the token, or no body at all; no form bodies', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'grant_type=refresh_token'],
      ['text/plain', '{"grant_type":"refresh_token"}'],
    ]) {
      const refused = await send(ctx.app, jar.clone(), {
        method: 'POST',
        url: '/api/auth/oauth/token',
        headers: { 'content-type': type! },
        payload,
      });
      expect(refused.statusCode, type).toBe(415);
    }
    const json = await renew(null, { grant_type: 'refresh_token', refresh_token: jar.get('refresh_token') });
    expect(json.statusCode).toBe(200);
    // Body-less, the token in its cookie (the browser's renewal).
    const next = new CookieJar().absorb(json);
    const bodyless = await send(ctx.app, next, { method: 'POST', url: '/api/auth/oauth/token' });
    expect(bodyless.statusCode).toBe(200);
    expect((await me(next)).statusCode).toBe(200);
  });

  it('answers 400 for other grant types and 401 without any refresh token', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const bad = await renew(jar.clone(), { grant_type: 'password' });
    expect(bad.json()).toEqual({
      code: 400,
      errorCode: 'GRANT_TYPE_INVALID',
      message: 'grant_type must be refresh_token',
    });
    const none = await renew(null, { grant_type: 'refresh_token' });
    expect(none.json()).toEqual({ code: 401, errorCode: 'SESSION_EXPIRED', message: 'Session expired' });
  });

  it('on reuse of a rotated token revokes the whole family: the NEW tokens stop working too', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const stolen = jar.clone();
    expect((await renew(jar, { grant_type: 'refresh_token' })).statusCode).toBe(200);
    expect((await me(jar)).statusCode).toBe(200);
    // Replayed after the reuse grace (session-grace.test.ts covers the replay within it).
    await ageRotation(ctx.testDb.handle.db, stolen.get('refresh_token')!);

    const replay = await renew(stolen, { grant_type: 'refresh_token' });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Session expired');
    // Cookies are cleared on the failed answer.
    expect(stolen.get('refresh_token')).toBeUndefined();
    expect(stolen.get('portico_session')).toBeUndefined();

    expect((await renew(jar.clone(), { grant_type: 'refresh_token' })).statusCode).toBe(401);
    expect((await me(jar)).statusCode).toBe(401);
    const family = await ctx.testDb.handle.db
      .selectFrom('refresh_tokens')
      .select(['revoked_at', 'used_at'])
      .where('token_hash', '=', sha256(jar.get('refresh_token')!))
      .executeTakeFirstOrThrow();
    expect(family.revoked_at).not.toBeNull();
  });

  it('does not touch other sessions of the same user when one family is revoked', async () => {
    const a = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const b = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const old = a.clone();
    await renew(a, { grant_type: 'refresh_token' });
    await ageRotation(ctx.testDb.handle.db, old.get('refresh_token')!);
    await renew(old, { grant_type: 'refresh_token' });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
  });

  it('answers 401 for an expired refresh token', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    await ctx.testDb.handle.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', sha256(jar.get('refresh_token')!))
      .execute();
    expect((await renew(jar, { grant_type: 'refresh_token' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/open/logout', () => {
  it('revokes the access token and the refresh family server-side and clears every cookie', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    const copy = jar.clone();
    const response = await send(ctx.app, jar, { method: 'DELETE', url: '/api/auth/open/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: null });
    const cleared = (response.cookies as Array<{ name: string; maxAge?: number }>).map((c) => [
      c.name,
      c.maxAge,
    ]);
    expect(Object.fromEntries(cleared)).toEqual({
      access_token: 0,
      refresh_token: 0,
      portico_session: 0,
      token_renewed_at: 0,
      name_compliance: 0,
    });
    expect(jar.cookies.size).toBe(0);
    // The copies a thief kept are dead too.
    expect((await me(copy)).statusCode).toBe(401);
    expect((await renew(copy, { grant_type: 'refresh_token' })).statusCode).toBe(401);
  });

  it('answers 200 when not logged in', async () => {
    const response = await send(ctx.app, null, { method: 'DELETE', url: '/api/auth/open/logout' });
    expect(response.statusCode).toBe(200);
  });
});
