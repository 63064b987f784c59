/** Issue 9 §6: private answers are never cached; HSTS only over https. */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { testConfig, useTestApp } from './support/app.ts';
import { DEMO_ACCOUNTS, login, loginRequest, send } from './support/session.ts';

const ctx = useTestApp();
const hot = `/api/search/v1/search/hotSearch?tenantId=${DEMO_IDS.demoAcademy}`;

describe('Cache-Control: no-store on private responses', () => {
  it('a visitor’s public JSON may be kept but revalidated (issue 17); the same URL with a session is no-store', async () => {
    const visitor = await send(ctx.app, null, { url: hot });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    expect(String(visitor.headers.vary)).toContain('cookie');
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const member = await send(ctx.app, jar, { url: hot });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe('no-store');
  });

  it('also covers a session answered with an error, and Bearer sessions', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const missing = await send(ctx.app, jar, { url: '/api/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const bearer = await ctx.app.inject({
      url: hot,
      headers: { authorization: `Bearer ${jar.get('access_token')}` },
    });
    expect(bearer.headers['cache-control']).toBe('no-store');
  });

  it('login and logout (they set or clear the auth cookies) are no-store', async () => {
    const loggedIn = await loginRequest(ctx.app, DEMO_ACCOUNTS.learner);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers['set-cookie']).toBeDefined();
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    const jar = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const logout = await send(ctx.app, jar, { method: 'DELETE', url: '/api/auth/open/logout' });
    expect(logout.headers['set-cookie']).toBeDefined();
    expect(logout.headers['cache-control']).toBe('no-store');
    // Logging out without a session still clears the cookies: no-store too.
    const anonymous = await send(ctx.app, null, { method: 'DELETE', url: '/api/auth/open/logout' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('an invalid access token is no session: public answers stay cacheable', async () => {
    const response = await ctx.app.inject({ url: hot, headers: { cookie: 'access_token=forged' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('Strict-Transport-Security only over https', () => {
  it('is absent on plain http, even when a client claims X-Forwarded-Proto: https', async () => {
    const plain = await ctx.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await ctx.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the trusted proxy says the request came over https', async () => {
    const app = await buildApp({
      config: testConfig({ TRUST_PROXY_HOPS: '1' }),
      db: ctx.testDb.handle,
      logger: false,
    });
    try {
      const https = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
