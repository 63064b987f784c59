/**
 * Issue 9 §4 "Two tabs must not log a user out", in Chromium against the real server: two tabs of one logged-in
 * browser load at the same moment while their access token is dead (both pages renew while rendering) or while
 * renewal is due (both hydrated pages renew in the background: with Web Locks, and with the localStorage lease a
 * browser without them falls back to). Before the reuse grace, 5 of 5 such loads revoked the session.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');
const ROUNDS = 5;
const PORTAL = `/portal/${DEMO.academy}?sxz-lang=en_US`;
/** Older than spec §9's 588 000 ms staleness: a renewal is due on the next page load. */
const STALE_RENEWAL_MS = 700_000;

serverAndBrowserPerFile();

type Mode = 'access token dead' | 'renewal due';

async function logIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(PORTAL)}&sxz-lang=en_US`);
  await logInThroughForm(page, 'learner@demo.test');
  await page.waitForURL((url) => url.pathname === `/portal/${DEMO.academy}`);
  // Agreed once, as a returning user has: the convention dialog would otherwise cover the page on every load.
  const signed = await context.request.post(
    `${server.origin}/api/assist/v2/agreement/signSchoolConventionAgreement?lang=en-US&tenantId=${DEMO.academy}`,
  );
  assert.equal(signed.status(), 200);
  return page;
}

/** Puts the shared cookie jar into the state of `mode`, as time would have. */
async function age(context: BrowserContext, page: Page, mode: Mode): Promise<void> {
  const cookies = await context.cookies(server.origin);
  const named = (name: string) => cookies.find((cookie) => cookie.name === name);
  if (mode === 'access token dead') {
    const access = named('access_token');
    assert.ok(access, 'logged in: an access token cookie');
    await context.addCookies([{ ...access, value: 'expired-access-token' }]);
  } else {
    const renewedAt = named('token_renewed_at');
    const stale = String(Date.now() - STALE_RENEWAL_MS);
    if (renewedAt) await context.addCookies([{ ...renewedAt, value: stale }]);
    await page.evaluate(() => localStorage.removeItem('portico_last_renewal'));
  }
}

const refreshCookie = async (context: BrowserContext) =>
  (await context.cookies(server.origin)).find((cookie) => cookie.name === 'refresh_token')?.value;

/** Whether the refresh cookie differs from `before` within `timeoutMs` (a renewal happened). */
async function refreshCookieChanges(context: BrowserContext, before: string | undefined, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await refreshCookie(context)) !== before) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Whether a tab settles on a signed-in page: the user menu shows, not the login link, and no login redirect. */
async function signedIn(page: Page): Promise<boolean> {
  const banner = page.getByRole('banner');
  const user = banner.getByRole('button', { name: 'Lena Learner' });
  const login = banner.getByRole('link', { name: en['header.login'] });
  await user.or(login).first().waitFor({ timeout: 10_000 });
  if (new URL(page.url()).pathname.startsWith('/login')) return false;
  return (await login.count()) === 0 && (await user.count()) === 1;
}

/**
 * Loads both tabs at once in `mode`, `ROUNDS` times; counts the tries after which the user was no longer signed in
 * (on either tab, or for the server) and logs in again to go on.
 */
async function race(context: BrowserContext, mode: Mode) {
  let tab1 = await logIn(context);
  let tab2 = await context.newPage();
  await tab2.goto(`${server.origin}${PORTAL}`);
  let logouts = 0;
  let renewals = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    await age(context, tab1, mode);
    const before = await refreshCookie(context);
    await Promise.all([tab1, tab2].map((tab) => tab.goto(`${server.origin}${PORTAL}`)));
    // A background renewal starts once a tab has hydrated, which on a loaded machine can come after the network
    // has been idle for 500 ms: wait for the renewed cookie itself, then for both tabs to settle, before judging.
    const renewed = await refreshCookieChanges(context, before);
    await Promise.all([tab1, tab2].map((tab) => tab.waitForLoadState('networkidle')));
    const me = await context.request.get(`${server.origin}/api/accounts/users/me`);
    const ok = (await signedIn(tab1)) && (await signedIn(tab2)) && me.status() === 200;
    if (ok && renewed) renewals += 1;
    if (!ok) {
      logouts += 1;
      await context.clearCookies();
      await tab1.close();
      await tab2.close();
      tab1 = await logIn(context);
      tab2 = await context.newPage();
      await tab2.goto(`${server.origin}${PORTAL}`);
    }
  }
  return { tries: ROUNDS, logouts, renewals };
}

describe('two tabs of one browser renewing the same session at once', () => {
  const cases: Array<{ mode: Mode; webLocks: boolean }> = [
    { mode: 'access token dead', webLocks: true },
    { mode: 'renewal due', webLocks: true },
    { mode: 'renewal due', webLocks: false },
  ];
  for (const { mode, webLocks } of cases) {
    it(`stays logged in: ${mode}, ${webLocks ? 'Web Locks' : 'no Web Locks (lease fallback)'}`, async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      if (!webLocks) {
        await context.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
        });
      }
      const { tries, logouts, renewals } = await race(context, mode);
      console.log(
        `two-tab race (${mode}, web locks ${webLocks ? 'on' : 'off'}): ${tries} tries, ${logouts} logouts`,
      );
      await context.close();
      assert.equal(logouts, 0, `${logouts} of ${tries} simultaneous loads logged the user out`);
      // Every round really renewed (the race was run, not skipped).
      assert.equal(renewals, tries);
    });
  }
});

describe('log out everywhere', () => {
  it('from one browser ends the session of another browser of the same user', async () => {
    const [laptop, phone] = [await browser.newContext(), await browser.newContext()];
    const laptopTab = await logIn(laptop);
    const phoneTab = await logIn(phone);
    await laptopTab.getByRole('banner').getByRole('button', { name: 'Lena Learner' }).click();
    await laptopTab.getByRole('banner').getByRole('button', { name: en['header.logoutEverywhere'] }).click();
    await laptopTab.waitForURL(/\/login\/index/);
    await phoneTab.goto(`${server.origin}${PORTAL}`);
    await phoneTab.getByRole('banner').getByRole('link', { name: en['header.login'] }).waitFor();
    assert.equal((await phone.request.get(`${server.origin}/api/accounts/users/me`)).status(), 401);
    await laptop.close();
    await phone.close();
  });
});
