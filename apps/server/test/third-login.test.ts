/**
 * The O3 single sign-on end to end against a real OpenID Connect provider (apps/idp: oidc-provider over HTTP):
 * start → provider login → callback exchange → bind (password proof or new account) → direct sign-in, and every
 * refusal with its stable code: forged state, replayed code, wrong audience, expired ID token, nonce mismatch,
 * open-redirect target, non-O3 school, no provider, unreachable provider.
 */
import { encodeTargetUrl } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_IDS, DEMO_PASSWORD } from '../src/seed/index.ts';
import { testConfig, useTestApp } from './support/app.ts';
import { O3_IDP_LEARNER, O3_IDP_NEWCOMER, O3_IDP_VISITOR, ProviderBrowser, useIdp } from './support/idp.ts';
import { CookieJar, freshIp, send } from './support/session.ts';

const idp = useIdp();
const ctx = useTestApp({ env: idp.env });

const O3 = DEMO_IDS.o3School;
const TARGET = `/portal/${O3}?sxz-lang=en_US`;

const startUrl = (target: string = TARGET, school: string = O3) =>
  `/api/auth/open/third/uniportal/authorization_code?sxz-lang=en_US&targetUrl=${encodeURIComponent(
    encodeTargetUrl(target),
  )}&tenantId=${school}`;

/** Starts a flow on our server; returns the provider URL it redirected to. */
async function start(target?: string): Promise<string> {
  const response = await ctx.app.inject({ method: 'GET', url: startUrl(target) });
  expect(response.statusCode, response.body).toBe(302);
  return String(response.headers.location);
}

/** Start + provider login: the callback's parameters. */
async function throughProvider(browser: ProviderBrowser, user = O3_IDP_LEARNER) {
  const params = await browser.signIn(await start(), user);
  return { code: params.get('code') ?? '', state: params.get('state') ?? '', iss: params.get('iss') ?? '' };
}

const callback = (jar: CookieJar | null, payload: object) =>
  send(ctx.app, jar, { method: 'POST', url: '/api/auth/open/thirdlogin/v1/accesstoken/', payload });

const bind = (jar: CookieJar | null, payload: object) =>
  send(ctx.app, jar, {
    method: 'POST',
    url: '/api/accounts/third_user/to/bind',
    payload,
    remoteAddress: freshIp(),
  });

const me = (jar: CookieJar) => send(ctx.app, jar, { url: '/api/accounts/users/me' });

describe('O3 single sign-on through a real OpenID Connect provider', () => {
  it('starts with PKCE, state and nonce at the provider, storing none of them in the URL we keep', async () => {
    const location = new URL(await start());
    expect(location.origin).toBe(idp.idp.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe('http://portal.test/login/third/callback');
  });

  it('binds a new identity with the local password, then signs in directly the next time', async () => {
    const browser = new ProviderBrowser();
    const first = await throughProvider(browser);
    expect(browser.loginForms).toBe(1);
    const answer = await callback(null, first);
    expect(answer.statusCode, answer.body).toBe(200);
    const pending = answer.json().data;
    expect(pending).toMatchObject({
      status: 'bindRequired',
      identity: { email: 'o3-learner@example.com', name: 'O3 Learner' },
      schoolId: O3,
      targetUrl: TARGET,
    });
    expect(answer.headers['set-cookie']).toBeUndefined();

    // Wrong password: the login's refusal, and the ticket stays good for another try.
    const wrong = await bind(null, {
      mode: 'bind',
      bindTicket: pending.bindTicket,
      account: 'learner@demo.test',
      password: 'not-the-password',
      agreementAccepted: true,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errorCode).toBe('LOGIN_FAILED');

    const jar = new CookieJar();
    const bound = await bind(jar, {
      mode: 'bind',
      bindTicket: pending.bindTicket,
      account: 'learner@demo.test',
      password: DEMO_PASSWORD,
      agreementAccepted: true,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data).toMatchObject({ user: { id: DEMO_IDS.learner }, targetUrl: TARGET });
    expect((await me(jar)).json().data.id).toBe(DEMO_IDS.learner);

    // The ticket was single use.
    const again = await bind(null, {
      mode: 'bind',
      bindTicket: pending.bindTicket,
      account: 'learner@demo.test',
      password: DEMO_PASSWORD,
      agreementAccepted: true,
    });
    expect(again.json().errorCode).toBe('THIRD_LOGIN_BIND_TICKET_INVALID');

    // Next time: the provider remembers the user (no form) and we sign the bound account in at once.
    const second = await throughProvider(browser);
    expect(browser.loginForms).toBe(0);
    const direct = new CookieJar();
    const signedIn = await callback(direct, second);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data).toMatchObject({
      status: 'signedIn',
      user: { id: DEMO_IDS.learner },
      targetUrl: TARGET,
    });
    expect((await me(direct)).json().data.id).toBe(DEMO_IDS.learner);

    // Replaying the same callback: the flow was single use.
    const replay = await callback(null, second);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errorCode).toBe('THIRD_LOGIN_CODE_REPLAYED');

    // The same code under a fresh flow: the provider refuses it (used, and PKCE does not match).
    const fresh = new URL(await start());
    const replayedCode = await callback(null, { ...second, state: fresh.searchParams.get('state') });
    expect(replayedCode.statusCode).toBe(400);
    expect(replayedCode.json().errorCode).toBe('THIRD_LOGIN_CODE_REJECTED');
  });

  it('creates a new local account from the verified e-mail when asked, member of the O3 school', async () => {
    const pending = (
      await callback(null, await throughProvider(new ProviderBrowser(), O3_IDP_NEWCOMER))
    ).json().data;
    expect(pending.status).toBe('bindRequired');
    const refused = await bind(null, { mode: 'create', bindTicket: pending.bindTicket });
    expect(refused.json().errorCode).toBe('AGREEMENT_NOT_ACCEPTED');
    const jar = new CookieJar();
    const created = await bind(jar, {
      mode: 'create',
      bindTicket: pending.bindTicket,
      agreementAccepted: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const user = (await me(jar)).json().data;
    expect(user).toMatchObject({ email: 'o3-newcomer@example.com', nickName: 'O3 Newcomer' });
    const membership = await ctx.testDb.handle.db
      .selectFrom('memberships')
      .selectAll()
      .where('school_id', '=', O3)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(membership).toMatchObject({ role: 'member', status: 'active' });
  });

  it('refuses a new account for an e-mail that already has one: bind it instead', async () => {
    const visitor = (
      await callback(null, await throughProvider(new ProviderBrowser(), O3_IDP_VISITOR))
    ).json().data;
    // The provider vouches for an e-mail that already has a local account (as if it were its user's).
    await ctx.testDb.handle.db
      .updateTable('third_login_flows')
      .set({ email: 'learner@demo.test' })
      .where('email', '=', 'o3-visitor@example.com')
      .execute();
    const taken = await bind(null, {
      mode: 'create',
      bindTicket: visitor.bindTicket,
      agreementAccepted: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('THIRD_LOGIN_EMAIL_TAKEN');
  });

  it('refuses a forged or unknown state', async () => {
    const { code, iss } = await throughProvider(new ProviderBrowser());
    const forged = await callback(null, { code, iss, state: 'forged-state-value' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errorCode).toBe('THIRD_LOGIN_STATE_INVALID');
  });

  it('refuses an ID token for another audience, signed by the provider', async () => {
    const params = await throughProvider(new ProviderBrowser());
    idp.idp.tamperIdTokens((claims) => ({ ...claims, aud: 'another-client' }));
    try {
      const answer = await callback(null, params);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errorCode).toBe('THIRD_LOGIN_AUDIENCE_MISMATCH');
    } finally {
      idp.idp.tamperIdTokens(null);
    }
  });

  it('refuses an expired ID token, signed by the provider', async () => {
    const params = await throughProvider(new ProviderBrowser());
    const now = Math.floor(Date.now() / 1000);
    idp.idp.tamperIdTokens((claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 }));
    try {
      const answer = await callback(null, params);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errorCode).toBe('THIRD_LOGIN_ID_TOKEN_EXPIRED');
    } finally {
      idp.idp.tamperIdTokens(null);
    }
  });

  it('refuses an ID token whose nonce is not the one this flow sent', async () => {
    const params = await throughProvider(new ProviderBrowser());
    idp.idp.tamperIdTokens((claims) => ({ ...claims, nonce: 'another-nonce' }));
    try {
      const answer = await callback(null, params);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errorCode).toBe('THIRD_LOGIN_NONCE_MISMATCH');
    } finally {
      idp.idp.tamperIdTokens(null);
    }
  });

  it('refuses an ID token from another issuer', async () => {
    const params = await throughProvider(new ProviderBrowser());
    idp.idp.tamperIdTokens((claims) => ({ ...claims, iss: 'https://evil.example' }));
    try {
      const answer = await callback(null, params);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errorCode).toBe('THIRD_LOGIN_ID_TOKEN_INVALID');
    } finally {
      idp.idp.tamperIdTokens(null);
    }
  });

  it('answers a refusal at the provider (Cancel) with THIRD_LOGIN_DENIED', async () => {
    const browser = new ProviderBrowser();
    const authorize = await browser.fetch(await start());
    const interaction = new URL(String(authorize.headers.get('location')), authorize.url).href;
    await browser.fetch(interaction);
    const aborted = await browser.fetch(`${interaction}/abort`, { method: 'POST' });
    const back = await browser.fetch(new URL(String(aborted.headers.get('location')), interaction).href);
    const params = new URL(String(back.headers.get('location'))).searchParams;
    expect(params.get('error')).toBe('access_denied');
    const answer = await callback(null, Object.fromEntries(params));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe('THIRD_LOGIN_DENIED');
  });

  it.each([
    ['another site', 'https://evil.example/portal'],
    ['protocol-relative', '//evil.example/portal'],
    ['javascript', 'javascript:alert(1)'],
  ])('refuses a targetUrl on %s (no open redirect)', async (_label, target) => {
    const response = await ctx.app.inject({ method: 'GET', url: startUrl(target) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('THIRD_LOGIN_TARGET_INVALID');
    expect(response.headers.location).toBeUndefined();
  });

  it('brings the callback page back in the language the login started in', async () => {
    const started = await ctx.app.inject({ method: 'GET', url: startUrl() });
    const cookie = started.cookies.find((c) => c.name === 'third_login_lang');
    expect(cookie).toMatchObject({ value: 'en_US', path: '/login/third/callback', httpOnly: true });
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/login/third/callback?code=abc&state=def&iss=x',
      headers: { cookie: 'third_login_lang=en_US' },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/login/third/callback?code=abc&state=def&iss=x&sxz-lang=en_US');
  });

  it('takes the school from the target page when the query names none', async () => {
    const url = `/api/auth/open/third/uniportal/authorization_code?sxz-lang=zh_CN&targetUrl=${encodeURIComponent(
      encodeTargetUrl(`http://localhost:80/portal/${O3}`),
    )}`;
    const response = await ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost:80' } });
    expect(response.statusCode, response.body).toBe(302);
  });

  it('is only for O3 schools', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: startUrl(`/portal/${DEMO_IDS.demoAcademy}`, DEMO_IDS.demoAcademy),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('THIRD_LOGIN_NOT_AVAILABLE');
  });

  it('says so when no provider is configured, and when the provider does not answer', async () => {
    for (const [env, code, status] of [
      [{}, 'THIRD_LOGIN_NOT_CONFIGURED', 404],
      [
        {
          OIDC_ISSUER: 'http://127.0.0.1:9',
          OIDC_CLIENT_ID: 'x',
          OIDC_CLIENT_SECRET: 'y',
          OIDC_REDIRECT_URI: 'http://portal.test/login/third/callback',
          OIDC_TIMEOUT_MS: '1000',
        },
        'THIRD_LOGIN_PROVIDER_UNREACHABLE',
        502,
      ],
    ] as const) {
      const app = await buildApp({
        config: testConfig({ DATA_DIR: ctx.dataDir, ...env }),
        db: ctx.testDb.handle,
        logger: false,
      });
      try {
        const response = await app.inject({ method: 'GET', url: startUrl() });
        expect(response.statusCode).toBe(status);
        expect(response.json().errorCode).toBe(code);
        const exchange = await app.inject({
          method: 'POST',
          url: '/api/auth/open/thirdlogin/v1/accesstoken/',
          payload: { state: 'x', code: 'y' },
        });
        expect(exchange.statusCode).toBe(env.OIDC_ISSUER ? 400 : 404);
      } finally {
        await app.close();
      }
    }
  }, 60_000); // two apps built in one test: seconds each on a busy machine
});
