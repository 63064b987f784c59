/**
 * Issue 9 §4 "Login CSRF": no state-changing request made by a page of another site is carried out, whatever
 * the route, method or body type; same-origin pages and non-browser clients keep working.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';
import { DEMO_ACCOUNTS, freshIp, login, send } from './support/session.ts';

const ctx = useTestApp();
const HOST = 'portal.example';
const REFUSED = { code: 403, errorCode: 'CROSS_SITE_REQUEST', message: 'Cross-site request refused' };
const LOGIN_FORM = `account=${encodeURIComponent(DEMO_ACCOUNTS.outsider)}&password=${DEMO_PASSWORD}&agreementAccepted=true`;

const sessionCount = async () =>
  (await ctx.testDb.handle.db.selectFrom('sessions').select('id').execute()).length;

/** A login as an HTML form (or fetch) on another site would send it: the attacker's own credentials. */
function crossSiteLogin(headers: Record<string, string>, type: string, payload: string) {
  return send(ctx.app, null, {
    method: 'POST',
    url: '/api/auth/login/init',
    remoteAddress: freshIp(),
    headers: { host: HOST, 'content-type': type, ...headers },
    payload,
  });
}

describe('cross-site login (login CSRF)', () => {
  const browsers = {
    'Sec-Fetch-Site and Origin': { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    'Origin only (older browser)': { origin: 'https://evil.example' },
    'Origin: null (sandboxed frame)': { origin: 'null' },
  };
  for (const [name, headers] of Object.entries(browsers)) {
    it(`refuses an auto-posted form and signs nobody in — ${name}`, async () => {
      const before = await sessionCount();
      for (const [type, payload] of [
        ['application/x-www-form-urlencoded', LOGIN_FORM],
        [
          'text/plain',
          JSON.stringify({
            account: DEMO_ACCOUNTS.outsider,
            password: DEMO_PASSWORD,
            agreementAccepted: true,
          }),
        ],
        [
          'multipart/form-data; boundary=x',
          `--x\r\nContent-Disposition: form-data; name="account"\r\n\r\na\r\n--x--`,
        ],
      ]) {
        const response = await crossSiteLogin(headers, type!, payload!);
        expect(response.statusCode, type).toBe(403);
        expect(response.json()).toEqual(REFUSED);
        expect(response.cookies).toEqual([]);
      }
      expect(await sessionCount()).toBe(before);
    });
  }

  it('refuses a cross-site JSON login too (a fetch with credentials from another site)', async () => {
    const response = await crossSiteLogin(
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      'application/json',
      JSON.stringify({ account: DEMO_ACCOUNTS.outsider, password: DEMO_PASSWORD, agreementAccepted: true }),
    );
    expect(response.json()).toEqual(REFUSED);
  });

  it('signs in from our own pages (same-origin, same-site, typed address) and from non-browser clients', async () => {
    const cases: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin', origin: `https://${HOST}` },
      { 'sec-fetch-site': 'same-site', origin: `https://de.${HOST}` },
      { 'sec-fetch-site': 'none' },
      { origin: `https://${HOST}` },
      // Behind a TLS proxy we may see http while the page was https: the host is what counts.
      { origin: `http://${HOST}` },
      {},
    ];
    for (const headers of cases) {
      const response = await crossSiteLogin(
        headers,
        'application/json',
        JSON.stringify({ account: DEMO_ACCOUNTS.learner, password: DEMO_PASSWORD, agreementAccepted: true }),
      );
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('still refuses form bodies from our own origin: the auth routes are JSON-only', async () => {
    const response = await crossSiteLogin(
      { 'sec-fetch-site': 'same-origin' },
      'application/x-www-form-urlencoded',
      LOGIN_FORM,
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('compares Origin with the Host, and with X-Forwarded-Host only from a trusted proxy', async () => {
    const spoofed = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    const response = await crossSiteLogin(spoofed, 'application/json', '{}');
    expect(response.json()).toEqual(REFUSED);
  });
});

describe('every route, every state-changing method', () => {
  const routes = [
    '/api/auth/login/init',
    '/api/auth/oauth/token',
    '/api/auth/open/logout',
    '/api/auth/sessions',
    '/api/accounts/users/me',
    '/api/school/feedback/addFeedback',
    '/api/school/members/join',
  ];
  const methods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

  it('answers 403 CROSS_SITE_REQUEST to Sec-Fetch-Site: cross-site, with the victim cookies, and changes nothing', async () => {
    const victim = await login(ctx.app, DEMO_ACCOUNTS.teacher);
    let requests = 0;
    for (const url of routes) {
      for (const method of methods) {
        const response = await send(ctx.app, victim.clone(), {
          method,
          url,
          headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
          payload: { nickName: 'Hijacked', grant_type: 'refresh_token' },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual(REFUSED);
        requests += 1;
      }
    }
    expect(requests).toBe(routes.length * methods.length);
    // The victim's session and name are untouched.
    const me = await send(ctx.app, victim, { url: '/api/accounts/users/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.nickName).not.toBe('Hijacked');
  });

  it('refuses a body-less or text/plain cross-site POST to the renewal (the simple requests a form can send)', async () => {
    const victim = await login(ctx.app, DEMO_ACCOUNTS.learner);
    const before = victim.get('refresh_token');
    for (const extra of [{}, { 'content-type': 'text/plain' }] as Array<Record<string, string>>) {
      const response = await send(ctx.app, victim, {
        method: 'POST',
        url: '/api/auth/oauth/token',
        headers: { origin: 'https://evil.example', ...extra },
        ...('content-type' in extra ? { payload: 'grant_type=refresh_token' } : {}),
      });
      expect(response.json()).toEqual(REFUSED);
    }
    expect(victim.get('refresh_token')).toBe(before);
    // The same body-less renewal from our own page works.
    const own = await send(ctx.app, victim, {
      method: 'POST',
      url: '/api/auth/oauth/token',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect(victim.get('refresh_token')).not.toBe(before);
  });

  it('lets cross-site reads through (links from other sites must open pages and public data)', async () => {
    const response = await send(ctx.app, null, {
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('carries out the same PATCH from our own origin', async () => {
    const jar = await login(ctx.app, DEMO_ACCOUNTS.admin);
    const response = await send(ctx.app, jar, {
      method: 'PATCH',
      url: '/api/accounts/users/me',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { nickName: 'Ada Admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nickName).toBe('Ada Admin');
  });
});

describe('behind a trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  const proxied = useTestApp({ env: { TRUST_PROXY_HOPS: '1' } });

  it('compares Origin with the X-Forwarded-Host the proxy saw', async () => {
    const request = (origin: string) =>
      send(proxied.app, null, {
        method: 'POST',
        url: '/api/auth/login/init',
        remoteAddress: freshIp(),
        headers: { host: 'internal:3000', 'x-forwarded-host': HOST, origin },
        payload: { account: DEMO_ACCOUNTS.learner, password: DEMO_PASSWORD, agreementAccepted: true },
      });
    expect((await request(`https://${HOST}`)).statusCode).toBe(200);
    expect((await request('https://internal:3000')).json()).toEqual(REFUSED);
  });
});
