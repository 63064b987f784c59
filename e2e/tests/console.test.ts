/**
 * Issue 13 in a real browser against the real server: the admin console's frame — the workbench with the school's
 * real counts, the section navigation (keyboard and touch), the audit log with its filters in the URL — for an
 * administrator in en_US and ar_SA, at desktop and phone widths; a learner is sent to insufficient-permissions.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const ADMIN = 'admin@demo.test';
const TEACHER = 'teacher@demo.test';
const consoleUrl = (section: string, lang: string) =>
  `/iadmin/${DEMO.academy}/management/${section}?sxz-lang=${lang}`;

async function logIn(page: Page, account: string, back: string) {
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
  await logInThroughForm(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
}

describe('admin console frame', () => {
  it('en_US: the workbench shows real counts and leads to every section and the audit log', async () => {
    const t = messages('en_US', 'console');
    const { page, audit } = await openPage(browser);
    await logIn(page, ADMIN, consoleUrl('workbench', 'en_US'));
    await page.getByRole('heading', { level: 1, name: t['console.section.workbench'] }).waitFor();
    const nav = page.getByRole('navigation', { name: t['console.sectionsLabel'] });
    assert.equal(
      await nav.getByRole('link', { name: t['console.section.workbench'] }).getAttribute('aria-current'),
      'page',
    );
    for (const key of ['console.section.navigation', 'console.section.members', 'console.section.auditLog']) {
      assert.equal(await nav.getByRole('link', { name: t[key] }).count(), 1, key);
    }
    // Real data: the demo academy has published courses and at least this administrator.
    const counts = await page.evaluate(() =>
      Object.fromEntries(
        Array.from(document.querySelectorAll('dl > div')).map((pair) => [
          pair.querySelector('dt')?.textContent ?? '',
          Number(pair.querySelector('dd')?.textContent),
        ]),
      ),
    );
    assert.ok((counts[t['console.workbench.courses'] ?? ''] ?? 0) > 0, JSON.stringify(counts));
    assert.ok((counts[t['console.workbench.admins'] ?? ''] ?? 0) >= 1, JSON.stringify(counts));
    await audit('console workbench');

    // Keyboard: the section links are reachable and followable without a pointer.
    await nav.getByRole('link', { name: t['console.section.auditLog'] }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/management\/audit-log/);
    await page.getByRole('heading', { level: 2, name: t['console.audit.heading'] }).waitFor();
    await audit('console audit log');

    // Filters go into the URL, so a reload shows the same page.
    await page.getByLabel(t['console.audit.area'] ?? 'Area').selectOption('navigation');
    await page
      .getByRole('form', { name: t['console.audit.filters'] })
      .getByRole('button', { name: t['console.audit.apply'] })
      .click();
    await page.waitForURL(/area=navigation/);
    await page.reload();
    assert.equal(await page.getByLabel(t['console.audit.area'] ?? 'Area').inputValue(), 'navigation');
    await page.close();
  });

  it('ar_SA at phone width: right-to-left, no horizontal scroll, sections reachable by touch', async () => {
    const t = messages('ar_SA', 'console');
    const { page, audit } = await openPage(browser, PHONE);
    await logIn(page, ADMIN, consoleUrl('workbench', 'ar_SA'));
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.getByRole('heading', { level: 1, name: t['console.section.workbench'] }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `horizontal overflow ${overflow}px`);
    await audit('console workbench phone ar_SA');
    await page
      .getByRole('navigation', { name: t['console.sectionsLabel'] })
      .getByRole('link', { name: t['console.section.auditLog'] })
      .tap();
    await page.waitForURL(/\/management\/audit-log/);
    await page.close();
  });

  it('a lecturer who is not an administrator gets the insufficient-permissions page', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${server.origin}/login/index?sxz-lang=en_US`);
    await logInThroughForm(page, TEACHER);
    await page.waitForURL((url) => !url.pathname.startsWith('/login/index'));
    await page.goto(`${server.origin}${consoleUrl('audit-log', 'en_US')}`);
    await page.waitForURL(/\/insufficient-permissions/);
    await page.close();
  });
});
