/** Issue 9 §4 "Sign out everywhere": `DELETE /api/auth/sessions` ends every session of the caller, and only theirs. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app.ts';
import type { CookieJar } from './support/session.ts';
import { createUser, login, send } from './support/session.ts';

const ctx = useTestApp();
const me = (jar: CookieJar) => send(ctx.app, jar, { url: '/api/accounts/users/me' });
const renew = (jar: CookieJar) =>
  send(ctx.app, jar, {
    method: 'POST',
    url: '/api/auth/oauth/token',
    payload: { grant_type: 'refresh_token' },
  });
const signOutEverywhere = (jar: CookieJar | null) =>
  send(ctx.app, jar, { method: 'DELETE', url: '/api/auth/sessions' });

describe('DELETE /api/auth/sessions', () => {
  it('revokes every access and refresh token of the user, on every device, and clears this one', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const phone = await login(ctx.app, user.email, user.password);
    const laptop = await login(ctx.app, user.email, user.password);
    const tablet = await login(ctx.app, user.email, user.password);
    await renew(tablet); // a rotated family counts once
    const other = await createUser(ctx.testDb.handle.db);
    const bystander = await login(ctx.app, other.email, other.password);

    const response = await signOutEverywhere(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, data: { revokedSessions: 3 } });
    expect(laptop.cookies.size).toBe(0);

    for (const device of [phone, tablet]) {
      expect((await me(device)).statusCode).toBe(401);
      expect((await renew(device.clone())).statusCode).toBe(401);
    }
    const live = await ctx.testDb.handle.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
    // Another user's sessions are untouched.
    expect((await me(bystander)).statusCode).toBe(200);
    // Logging in again works as usual.
    const again = await login(ctx.app, user.email, user.password);
    expect((await me(again)).statusCode).toBe(200);
  });

  it('answers 401 to visitors and to a session already ended', async () => {
    const anonymous = await signOutEverywhere(null);
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(ctx.testDb.handle.db);
    const jar = await login(ctx.app, user.email, user.password);
    const copy = jar.clone();
    expect((await signOutEverywhere(jar)).statusCode).toBe(200);
    expect((await signOutEverywhere(copy)).statusCode).toBe(401);
  });

  it('is refused cross-site (a page elsewhere cannot sign the user out)', async () => {
    const user = await createUser(ctx.testDb.handle.db);
    const jar = await login(ctx.app, user.email, user.password);
    const response = await send(ctx.app, jar, {
      method: 'DELETE',
      url: '/api/auth/sessions',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.json()).toMatchObject({ code: 403, errorCode: 'CROSS_SITE_REQUEST' });
    expect((await me(jar)).statusCode).toBe(200);
  });
});
