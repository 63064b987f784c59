/**
 * Identity in a real browser against the real server: logging in and out as each demo user, going back to
 * the page that asked for login, the closed-school privilege page, the school convention agreement gate, and
 * an expired session leading to exactly one login redirect.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');
serverAndBrowserPerFile();

const portal = (id: string = DEMO.academy) => `/portal/${id}?sxz-lang=en_US`;
const loginUrl = (redirect: string) => `/login/index?redirect=${encodeURIComponent(redirect)}&sxz-lang=en_US`;

async function displayName(page: Page): Promise<string> {
  const me = (await (await page.request.get(`${server.origin}/api/accounts/users/me`)).json()) as {
    data: { nickName: string | null; realName: string | null; email: string | null };
  };
  return (me.data.nickName ?? me.data.realName ?? me.data.email ?? '--').slice(0, 12);
}

async function openUserMenu(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: await displayName(page) })
    .click();
}

/** Logs out through the user menu and checks the session is gone on the server too. */
async function logOutThroughMenu(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('banner').getByRole('button', { name: en['header.logout'], exact: true }).click();
  await page.waitForURL(/\/login\/index|\/portal\//);
  await page.getByRole('banner').getByRole('link', { name: en['header.login'] }).waitFor();
  assert.equal((await page.request.get(`${server.origin}/api/accounts/users/me`)).status(), 401);
}

describe('log in and out', () => {
  const cases = [
    { account: 'teacher@demo.test', sees: ['header.teachingCenter'], hidden: ['header.schoolManagement'] },
    { account: 'admin@demo.test', sees: ['header.schoolManagement', 'header.console'], hidden: [] },
  ];
  for (const { account, sees, hidden } of cases) {
    it(`${account} logs in, returns to the page, sees the right menu, logs out`, async () => {
      const { page, problems } = await openPage(browser);
      await page.goto(`${server.origin}${loginUrl(portal())}`);
      await logInThroughForm(page, account);
      await page.waitForURL((url) => url.pathname === `/portal/${DEMO.academy}`);
      assert.equal(await page.getByRole('banner').getByRole('link', { name: en['header.login'] }).count(), 0);
      await openUserMenu(page);
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: en['header.personalCenter'] }).waitFor();
      for (const key of sees) await banner.getByRole('link', { name: en[key] }).waitFor();
      for (const key of hidden) assert.equal(await banner.getByRole('link', { name: en[key] }).count(), 0);
      const cookies = await page.context().cookies();
      const access = cookies.find((cookie) => cookie.name === 'access_token');
      assert.ok(access?.httpOnly, 'the access token is out of reach of script');
      assert.equal(await page.evaluate(() => document.cookie.includes('access_token')), false);

      await banner.getByRole('button', { name: en['header.logout'], exact: true }).click();
      await page.waitForURL(/\/login\/index/);
      await page.goto(`${server.origin}${portal()}`);
      await page.getByRole('banner').getByRole('link', { name: en['header.login'] }).waitFor();
      // The old session is gone server-side: the API no longer knows the user.
      assert.equal((await page.request.get(`${server.origin}/api/accounts/users/me`)).status(), 401);
      assert.deepEqual(problems, []);
      await page.context().close();
    });
  }

  it('refuses a wrong password with "Login failed" and stays on the form', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.origin}${loginUrl(portal())}`);
    await logInThroughForm(page, 'teacher@demo.test', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: en['errors.LOGIN_FAILED'] }).waitFor();
    assert.match(page.url(), /\/login\/index/);
    await page.context().close();
  });

  it('holds a submit made before the page hydrated: no native post, the form stays; after hydration it logs in', async () => {
    const { page } = await openPage(browser);
    // The client entry held back: the server-rendered form is all there is, as on a slow connection.
    let release: () => void = () => {};
    const entryHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto(`${server.origin}${loginUrl(portal())}`, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('main');
    await form.getByLabel(en['auth.account']!).fill('teacher@demo.test');
    await form.getByRole('button', { name: en['auth.submit'] }).click();
    await page.waitForTimeout(500);
    assert.match(page.url(), /\/login\/index\?redirect=/);
    assert.equal(await form.getByRole('button', { name: en['auth.submit'] }).count(), 1);
    // Once the entry arrives the page hydrates and the form works as usual.
    release();
    await logInThroughForm(page, 'teacher@demo.test');
    await page.waitForURL((url) => url.pathname === `/portal/${DEMO.academy}`);
    await page.context().close();
  });

  it('sends a visitor of a protected page to login and back to that page after', async () => {
    const { page, problems } = await openPage(browser);
    const target = `/center/privateCenter.htm?schoolId=${DEMO.academy}&type=studyCenter_MyCourse&sxz-lang=en_US`;
    await page.goto(`${server.origin}${target}`);
    assert.match(page.url(), /\/login\/index\?redirect=/);
    await logInThroughForm(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/center/privateCenter.htm');
    assert.equal(new URL(page.url()).searchParams.get('type'), 'studyCenter_MyCourse');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('asks the outsider, whose real name is missing, to complete it', async () => {
    const { page, audit } = await openPage(browser);
    await page.goto(`${server.origin}${loginUrl(portal())}`);
    await logInThroughForm(page, 'outsider@demo.test');
    await page.waitForURL((url) => url.pathname === `/portal/${DEMO.academy}`);
    const dialog = page.getByRole('dialog', { name: en['name.title'] });
    await dialog.waitFor();
    await audit('real-name dialog');
    await dialog.getByLabel(en['name.label']!).fill('Ann <script>');
    await dialog.getByRole('button', { name: en['name.save'] }).click();
    await dialog.getByText(en['name.special']!).waitFor();
    await dialog.getByLabel(en['name.label']!).fill('Ann Outsider');
    await dialog.getByRole('button', { name: en['name.save'] }).click();
    // The header names the user by the real name just saved (read before the save lands, it was the e-mail).
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('banner').getByRole('button', { name: 'Ann Outsider' }).waitFor();
    assert.equal(await displayName(page), 'Ann Outsider');
    await page.context().close();
  });
});

describe('closed school', () => {
  it('sends a logged-in non-member to the privilege page', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${server.origin}${loginUrl(portal(DEMO.closedSchool))}`);
    await logInThroughForm(page, 'teacher@demo.test');
    await page.waitForURL(/\/commonUsage\/privilegePage\.htm/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('tenantId'), DEMO.closedSchool);
    assert.equal(url.searchParams.get('isResources'), 'true');
    assert.equal(url.searchParams.get('inCollege'), 'false');
    await page.getByRole('heading', { level: 1, name: en['route.privilege'] }).waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('sends a visitor to login first', async () => {
    const response = await fetch(`${server.origin}${portal(DEMO.closedSchool)}`, { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.match(response.headers.get('location') ?? '', /^\/login\/index\?redirect=/);
  });
});

describe('school convention agreement', () => {
  it('locks Agree for 10 seconds and until the text is read to the end, then signs', async () => {
    const { page, problems } = await openPage(browser, { height: 500 });
    await page.clock.install();
    await page.goto(`${server.origin}${loginUrl(portal())}`);
    await logInThroughForm(page, 'learner@demo.test');
    await page.waitForURL((url) => url.pathname === `/portal/${DEMO.academy}`);
    const dialog = page.getByRole('dialog', { name: en['agreement.titleFirst'] });
    await dialog.waitFor();
    const agree = dialog.getByRole('button', { name: /^Agree/ });
    assert.equal(await agree.isDisabled(), true);
    // The countdown ticks once a second; let the page render between ticks.
    for (let second = 10; second > 0; second -= 1) {
      assert.equal(await agree.isDisabled(), true, `locked with ${second} s left`);
      await page.clock.runFor(1_000);
      await page.waitForTimeout(20);
    }
    await dialog.getByRole('button', { name: en['agreement.agree'], exact: true }).waitFor();
    assert.equal(await agree.isDisabled(), true, 'still locked: the text has not been scrolled to the end');
    // Spec §5: the whitelisted styles survive both sanitizers (sanitize-html, then DOMPurify) into the dialog.
    const closing = dialog.getByTestId('agreement-body').locator('p', { hasText: 'By choosing Agree' });
    assert.deepEqual(
      await closing.evaluate((p) => [getComputedStyle(p).textAlign, getComputedStyle(p).color]),
      ['center', 'rgb(169, 50, 38)'],
    );
    await dialog.getByTestId('agreement-body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    await agree.waitFor();
    assert.equal(await agree.textContent(), en['agreement.agree']);
    // The scroll event unlocks it on the next render: wait for that rather than race it.
    await dialog.locator('button:enabled', { hasText: en['agreement.agree'] }).waitFor();
    assert.equal(await agree.isDisabled(), false);
    await agree.click();
    await dialog.waitFor({ state: 'detached' });
    const status = (await (
      await page.request.get(
        `${server.origin}/api/assist/v2/agreement/isSignSchoolConventionAgreement?lang=en-US&tenantId=${DEMO.academy}`,
      )
    ).json()) as { data: { signed: boolean; needSign: boolean } };
    assert.deepEqual([status.data.signed, status.data.needSign], [true, false]);
    await page.reload();
    assert.equal(await page.getByRole('dialog').count(), 0, 'signed once, never asked again');
    await logOutThroughMenu(page);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('expired session', () => {
  it('leads to exactly one login redirect', async () => {
    const { page } = await openPage(browser);
    await page.clock.install();
    await page.goto(`${server.origin}${loginUrl(portal())}`);
    await logInThroughForm(page, 'teacher@demo.test');
    await page.waitForURL((url) => url.pathname === `/portal/${DEMO.academy}`);
    // The server forgets the session (tokens revoked elsewhere); the page still believes it is logged in.
    const cookies = await page.context().cookies();
    await page.request.delete(`${server.origin}/api/auth/open/logout`);
    await page.context().addCookies(cookies.filter((cookie) => cookie.name === 'portico_session'));
    const loginRedirects: string[] = [];
    // Count document requests (same-document history updates are not redirects).
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('/login/index')) {
        loginRedirects.push(request.url());
      }
    });
    // Ten minutes later the renewal runs, fails with 401, and the failed-auth handler takes over.
    await page.clock.runFor(10 * 60_000 + 1_000);
    await page.waitForURL(/\/login\/index\?redirect=/);
    await page.waitForTimeout(500);
    assert.equal(loginRedirects.length, 1, loginRedirects.join('\n'));
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    assert.ok(redirect.startsWith(`/portal/${DEMO.academy}`), redirect);
    assert.equal(await page.evaluate(() => localStorage.getItem('login_event') !== null), true);
    await page.context().close();
  });
});
