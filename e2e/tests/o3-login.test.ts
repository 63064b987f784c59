/**
 * The O3 school's single sign-on in Chromium against the real local identity provider (issue 14): a learner signs
 * in at the provider, binds the identity to the demo learner, lands back on the O3 portal signed in with the O3
 * header card; logs out (the O3 login-status refresh flag is set, the page stays as a visitor's); signs in again
 * without a bind; a forged return address ends on our callback page with a translated refusal. axe on every page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeTargetUrl } from '@portico/core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { messages } from '../src/messages.ts';
import { signInThroughProvider } from '../src/o3-login.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');
serverAndBrowserPerFile();

const o3Portal = `/portal/${DEMO.o3School}?sxz-lang=en_US`;

describe('O3 single sign-on', () => {
  it('signs a learner in through the provider, binds, returns signed in; logout and a second sign-in', async () => {
    const { page, problems, audit } = await openPage(browser);
    await page.goto(`${server.origin}${o3Portal}`);
    const login = page.getByRole('banner').locator('[data-o3-login]').first();
    const href = (await login.getAttribute('href')) ?? '';
    assert.match(href, /^\/api\/auth\/open\/third\/uniportal\/authorization_code\?targetUrl=/);

    const first = await signInThroughProvider(page, { onBindForm: () => audit('O3 bind form') });
    assert.equal(first.bound, true);
    assert.equal(new URL(page.url()).pathname, `/portal/${DEMO.o3School}`);
    assert.equal(await page.getByRole('banner').locator('[data-o3-login]').count(), 0);
    const me = await page.request.get(`${server.origin}/api/accounts/users/me`);
    assert.equal(((await me.json()) as { data: { email: string } }).data.email, 'learner@demo.test');
    // The O3 header card: the nickname in this school (get-nickname-info), linking to the O3 profile.
    const card = page.getByRole('banner').locator('[data-o3-card]').first();
    await card.waitFor();
    assert.match(await card.innerText(), /^Lena Learner/);
    assert.match(
      (await card.getAttribute('href')) ?? '',
      /^\/community\/o3Profile\.htm\?source=personalCenter/,
    );
    await audit('O3 portal signed in');

    // Logout on an O3 page: back to the same page as a visitor, with the O3 login-status refresh flag set.
    await page.getByRole('banner').getByRole('button', { name: 'Lena Learner' }).click();
    await page.getByRole('banner').getByRole('button', { name: en['header.logout'], exact: true }).click();
    await page.getByRole('banner').locator('[data-o3-login]').first().waitFor();
    assert.equal(new URL(page.url()).pathname, `/portal/${DEMO.o3School}`);
    assert.equal(await page.evaluate(() => localStorage.getItem('o3_refresh_login')), '1');
    assert.equal((await page.request.get(`${server.origin}/api/accounts/users/me`)).status(), 401);

    // Second time: the identity is bound, so no bind form.
    const second = await signInThroughProvider(page);
    assert.equal(second.bound, false);
    assert.equal((await page.request.get(`${server.origin}/api/accounts/users/me`)).status(), 200);
    assert.deepEqual(
      problems.filter((line) => !line.startsWith('a11y')),
      [],
    );
  });

  it('refuses a return address on another site, in the reader language, on the callback page', async () => {
    const { page } = await openPage(browser);
    const target = encodeURIComponent(encodeTargetUrl('https://evil.example/phish'));
    await page.goto(
      `${server.origin}/api/auth/open/third/uniportal/authorization_code?targetUrl=${target}&tenantId=${DEMO.o3School}&sxz-lang=en_US`,
    );
    assert.equal(new URL(page.url()).pathname, '/login/third/callback');
    await page.getByRole('alert').filter({ hasText: en['errors.THIRD_LOGIN_TARGET_INVALID']! }).waitFor();
  });
});
