/**
 * The local identity provider (apps/idp: oidc-provider) for the O3 single sign-on tests, and a tiny browser that
 * walks its pages over real HTTP: authorization endpoint → login form → consent → back to our callback URL.
 */
import { afterAll, beforeAll } from 'vitest';
import { DEMO_IDP_USERS, startIdp, type RunningIdp } from '@portico/idp';

export const TEST_REDIRECT_URI = 'http://portal.test/login/third/callback';
export const TEST_CLIENT = { clientId: 'portico-test', clientSecret: 'portico-test-secret' };
export const O3_IDP_LEARNER = DEMO_IDP_USERS[0]!;
export const O3_IDP_NEWCOMER = DEMO_IDP_USERS[1]!;
export const O3_IDP_VISITOR = DEMO_IDP_USERS[2]!;

export interface IdpContext {
  idp: RunningIdp;
  /** The env the app under test reads: fill it before useTestApp's beforeAll runs (declare useIdp first). */
  env: NodeJS.ProcessEnv;
}

export function useIdp(): IdpContext {
  const context = { env: {} } as IdpContext;
  beforeAll(async () => {
    context.idp = await startIdp({
      clients: [{ ...TEST_CLIENT, redirectUris: [TEST_REDIRECT_URI] }],
    });
    Object.assign(context.env, {
      OIDC_ISSUER: context.idp.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      OIDC_REDIRECT_URI: TEST_REDIRECT_URI,
    });
  });
  afterAll(async () => {
    await context.idp?.close();
  });
  return context;
}

/** The provider's cookies, by name (paths and expiry do not matter to these tests). */
export class ProviderBrowser {
  readonly cookies = new Map<string, string>();
  /** How many times the provider showed its login form during the last walk. */
  loginForms = 0;

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.cookieHeader() },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';', 1);
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * From the authorization URL to the callback: follows redirects, fills the login form with `user` when the
   * provider asks. Returns the callback's query (code, state, iss — or error).
   */
  async signIn(authorizeUrl: string, user: { email: string; password: string }): Promise<URLSearchParams> {
    this.loginForms = 0;
    let url = authorizeUrl;
    for (let hop = 0; hop < 12; hop += 1) {
      if (url.startsWith(TEST_REDIRECT_URI)) return new URL(url).searchParams;
      const response = await this.fetch(url);
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).href;
        continue;
      }
      const html = await response.text();
      const action = /action="([^"]*\/login)"/.exec(html)?.[1];
      if (response.status !== 200 || !action)
        throw new Error(`provider answered ${response.status}: ${html}`);
      this.loginForms += 1;
      const posted = await this.fetch(new URL(action, url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: user.email, password: user.password }).toString(),
      });
      const next = posted.headers.get('location');
      if (!next) throw new Error(`login refused: ${posted.status} ${await posted.text()}`);
      url = new URL(next, url).href;
    }
    throw new Error('too many redirects');
  }
}
