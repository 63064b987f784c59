/**
 * Issue 22 item 4 in a real browser: Demo Academy is the seeded store-type school, so the admin's "School
 * management" (user menu; the flag fetched once from marketConfig) opens college-info, where the console's school
 * profile shows the store-type box checked (spec §2). Unchecking it and saving makes the same entry open the
 * workbench, as for any other school.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { messages } from '../src/messages.ts';
import { ACCOUNTS, hydrated, logInAs, openUserMenu } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const en = messages('en_US');
const con = messages('en_US', 'console');
serverAndBrowserPerFile();

const portal = `/portal/${DEMO.academy}?sxz-lang=en_US`;
const collegeInfo = `/iadmin/${DEMO.academy}/management/college-management/college-info?sxz-lang=en_US`;
const workbench = `/iadmin/${DEMO.academy}/management/workbench?sxz-lang=en_US`;

async function managementLink(page: Page, href: string) {
  await page.goto(`${server.origin}${portal}`);
  const menu = await openUserMenu(page, 'Ada Admin');
  const link = menu.locator(`a[href="${href}"]`, { hasText: en['header.schoolManagement']! });
  await link.waitFor();
  return link;
}

describe('store-type school (issue 22 item 4)', () => {
  it("routes School management by the store flag, which the admin edits in the school's profile", async () => {
    const { page, problems, audit } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/school/biz/marketConfig')) asked.push(request.url());
    });
    await logInAs(page, server.origin, ACCOUNTS.admin);
    const link = await managementLink(page, collegeInfo);
    // Both menus of the portal page share one request (the console page, loaded next, asks for itself).
    assert.equal(asked.length, 1, `the flag is asked once for the page: ${asked.join(', ')}`);
    await link.click();
    await page.waitForURL(`${server.origin}${collegeInfo}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 2, name: con['console.profile.heading'] }).waitFor();
    const box = main.getByRole('checkbox', { name: con['console.profile.storeType'] });
    assert.equal(await box.isChecked(), true);
    await audit('console profile with the store type');

    await (await hydrated(box)).uncheck();
    await main.getByRole('button', { name: con['console.save'] }).click();
    await main.getByText(con['console.saved']!).waitFor();
    const flag = await page.evaluate(async (id) => {
      const response = await fetch(`/api/school/biz/marketConfig?schoolId=${id}`);
      return ((await response.json()) as { data: { marketStoreSwitch: string } }).data.marketStoreSwitch;
    }, DEMO.academy);
    assert.equal(flag, '0');
    await (await managementLink(page, workbench)).click();
    await page.waitForURL(`${server.origin}${workbench}`);
    assert.deepEqual(problems, []);
  });
});
