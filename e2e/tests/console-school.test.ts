/**
 * Issue 13 console sections about the school, in a real browser against the real server: an administrator edits
 * the profile (name and English name) and a visitor in another browser context sees the new name in the header at
 * once; the administrator changes a member's role; demoting the school's last administrator shows the LAST_ADMIN
 * message. Axe (WCAG 2.2 AA) in every state; the profile, members and settings sections at 1440 and 390 px in
 * zh_CN, en_US and ar_SA. E2E_SHOTS=<dir> keeps screenshots.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const ADMIN = 'admin@demo.test';
const consoleUrl = (section: string, lang: string) =>
  `/iadmin/${DEMO.academy}/management/${section}?sxz-lang=${lang}`;
const shots = process.env.E2E_SHOTS;

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;
let session: Cookies | null = null;

/** Signs in through the form once; later pages reuse that session's cookies (one login for the whole file). */
async function logIn(page: Page, back: string) {
  if (session) {
    await page.context().addCookies(session);
    await page.goto(`${server.origin}${back}`);
    return;
  }
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
  await logInThroughForm(page, ADMIN);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
  session = await page.context().cookies();
}

/** The section has hydrated when its form controls carry React's fiber key (a change before that does nothing). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const control = document.querySelector('main select, main input');
    return control !== null && Object.keys(control).some((key) => key.startsWith('__reactFiber$'));
  });
}

describe('console: school profile and members', () => {
  it('en_US: the admin renames the school; a visitor sees the new name in the header', async () => {
    const t = messages('en_US', 'console');
    const { page, audit } = await openPage(browser);
    await logIn(page, consoleUrl('profile', 'en_US'));
    await page.getByRole('heading', { level: 2, name: t['console.profile.heading'] }).waitFor();
    await hydrated(page);
    await audit('console profile');
    await page.getByLabel(t['console.profile.name'] ?? 'School name').fill('Harbour Academy');
    await page.getByLabel(t['console.profile.nameEn'] ?? 'English name').fill('Harbour Academy EN');
    await page.getByRole('button', { name: t['console.save'] }).click();
    await page
      .getByRole('status')
      .filter({ hasText: t['console.saved'] ?? 'Saved' })
      .waitFor();
    await audit('console profile saved');

    // Another browser context, not logged in: the header shows the new name (zh_CN name, en_US English name).
    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=zh_CN`);
    await visitor.page.getByRole('banner').getByText('Harbour Academy', { exact: true }).first().waitFor();
    await visitor.page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    await visitor.page.getByRole('banner').getByText('Harbour Academy EN').first().waitFor();
    await visitor.audit('portal after rename');
    await visitor.page.close();
    await page.close();
  });

  it('en_US: the admin lets a member create courses; the member then opens the creation center', async () => {
    const t = messages('en_US', 'console');
    const creationCenter = `/iadmin/${DEMO.academy}/create-center/?sxz-lang=en_US`;
    const learner = await openPage(browser);
    await learner.page.goto(
      `${server.origin}/login/index?redirect=${encodeURIComponent(creationCenter)}&sxz-lang=en_US`,
    );
    await logInThroughForm(learner.page, 'learner@demo.test');
    // Issue 25: a plain member is no creator — the page answers with insufficient permissions.
    await learner.page.waitForURL((url) => url.pathname === '/insufficient-permissions');

    const { page, audit } = await openPage(browser);
    await logIn(page, consoleUrl('members', 'en_US'));
    await page.getByRole('heading', { level: 2, name: t['console.members.heading'] }).waitFor();
    await hydrated(page);
    const learnerRow = page.getByRole('listitem').filter({ hasText: 'learner@demo.test' });
    const learnerBox = learnerRow.getByRole('checkbox', { name: t['console.members.creator'] });
    // The box shows the stored flag: it turns once the server accepted the change and the list reloaded.
    const shows = (checked: boolean) =>
      learnerRow.getByRole('checkbox', { name: t['console.members.creator'], checked }).waitFor();
    assert.equal(await learnerBox.isChecked(), false);
    const saved = () =>
      page.waitForResponse((r) => r.url().includes('/creator') && r.request().method() === 'PUT');
    await Promise.all([saved(), learnerBox.click()]);
    await shows(true);
    await audit('console members creator');
    await page.reload();
    await hydrated(page);
    assert.equal(await learnerBox.isChecked(), true);

    await learner.page.goto(`${server.origin}${creationCenter}`);
    assert.equal(new URL(learner.page.url()).pathname, `/iadmin/${DEMO.academy}/create-center/`);
    await learner.page.close();
    // Taken back, so the role test below starts from the demo's state.
    await Promise.all([saved(), learnerBox.click()]);
    await shows(false);
    await page.close();
  });

  it('en_US: the admin changes a role; demoting the last admin shows the LAST_ADMIN message', async () => {
    const t = messages('en_US', 'console');
    const main = messages('en_US');
    const { page, audit } = await openPage(browser);
    await logIn(page, consoleUrl('members', 'en_US'));
    await page.getByRole('heading', { level: 2, name: t['console.members.heading'] }).waitFor();
    await hydrated(page);
    await audit('console members');
    const row = (email: string) => page.getByRole('listitem').filter({ hasText: email });
    const learnerRole = row('learner@demo.test').getByRole('combobox');
    await learnerRole.selectOption('lecturer');
    await row('learner@demo.test').getByRole('button', { name: t['console.members.applyRole'] }).click();
    // Saved: the apply button goes away once the server accepted the change.
    await row('learner@demo.test')
      .getByRole('button', { name: t['console.members.applyRole'] })
      .waitFor({ state: 'detached' });
    // A fresh load shows the stored role.
    await page.reload();
    await hydrated(page);
    assert.equal(await row('learner@demo.test').getByRole('combobox').inputValue(), 'lecturer');

    await row('admin@demo.test').getByRole('combobox').selectOption('member');
    await row('admin@demo.test').getByRole('button', { name: t['console.members.applyRole'] }).click();
    await page.getByText(main['errors.LAST_ADMIN'] ?? 'LAST_ADMIN').waitFor();
    await audit('console members last admin');
    await page.reload();
    await hydrated(page);
    assert.equal(await row('admin@demo.test').getByRole('combobox').inputValue(), 'admin');
    await page.close();
  });

  for (const lang of ['zh_CN', 'en_US', 'ar_SA']) {
    for (const [label, device] of [
      ['1440', {}],
      ['390', PHONE],
    ] as const) {
      it(`${lang} at ${label}: the school sections render without overflow and pass axe`, async () => {
        const t = messages(lang, 'console');
        const { page, audit } = await openPage(browser, device);
        await logIn(page, consoleUrl('profile', lang));
        for (const [section, heading] of [
          ['profile', 'console.profile.heading'],
          ['members', 'console.members.heading'],
          ['sub-schools', 'console.subSchools.heading'],
          ['hot-search', 'console.hotSearch.heading'],
          ['customer-service', 'console.service.heading'],
          ['ai', 'console.ai.heading'],
        ] as const) {
          if (section !== 'profile') await page.goto(`${server.origin}${consoleUrl(section, lang)}`);
          await page.getByRole('heading', { level: 2, name: t[heading] }).waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          assert.ok(overflow <= 0, `${section}: horizontal overflow ${overflow}px`);
          await audit(`console ${section} ${lang} ${label}`);
          await shoot(page, `${section}-${lang}-${label}`);
        }
        await page.close();
      });
    }
  }
});
