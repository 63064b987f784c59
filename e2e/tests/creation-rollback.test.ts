/**
 * Issue 25 item 3, history and rollback in a real browser: an admin (who publishes without a review) publishes
 * version 1 of a course with two articles; a learner enrols and reads the first (50 %); the admin removes that
 * article, renames the other and publishes version 2 — the learner sees version 2 and the removed article stops
 * counting; the admin opens the version history (number, who and when, which one learners see), restores version 1
 * into the draft and publishes it; the learner's course page shows version 1's outline again and the completed
 * article counts once more (its progress row was kept). A 390 px phone pass of the history; axe on every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PHONE, openPage, type WatchedPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const TITLE = `Rollback rehearsal ${Date.now() % 100_000}`;
let courseId = '';

const centerUrl = (query = '') =>
  `${server.origin}/iadmin/${DEMO.academy}/create-center/?sxz-lang=en_US${query}`;
const courseUrl = () =>
  `${server.origin}/course/${DEMO.academy}/course-view?courseId=${courseId}&sxz-lang=en_US`;

const defaultText = (page: Page | Locator, legend: string) =>
  page.getByRole('group', { name: legend }).getByRole('textbox').first();
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const progressText = async (page: Page) =>
  (await page.getByTestId('course-progress').first().textContent()) ?? '';

async function as(account: string, width?: typeof PHONE): Promise<WatchedPage> {
  const watched = await openPage(browser, width ?? {});
  await logInAs(watched.page, server.origin, account);
  return watched;
}

async function addArticle(page: Page, title: string, text: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Kind of resource to add to Basics' }).selectOption('article');
  await page.getByRole('button', { name: 'Add resource (Basics)' }).click();
  await defaultText(page, 'Resource title').fill(title);
  const body = page.getByRole('textbox', { name: 'Article text' });
  await body.click();
  await body.pressSequentially(text);
}

async function saveAndPublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await status(page, 'All changes saved').waitFor();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await status(page, 'Published. Learners see this version now.').waitFor();
}

/** The learner's course page: the outline's resource links in order. */
async function learnerOutline(page: Page): Promise<string[]> {
  await page.goto(courseUrl());
  await page.getByTestId('course-progress').first().waitFor();
  const names = await page.getByRole('link', { name: /^(First steps|Second steps)/ }).allTextContents();
  return [...new Set(names.map((name) => name.replace(/(First steps|Second steps(, revised)?).*/, '$1')))];
}

describe('creation center: version history and rollback', () => {
  it('publishes v1 and v2, rolls back to v1; the learner sees v1 and keeps the progress made in it', async () => {
    const admin = await as(ACCOUNTS.admin);
    const { page } = admin;
    await page.goto(centerUrl());
    await (await hydrated(defaultText(page, 'Course title'))).fill(TITLE);
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByRole('heading', { name: 'Review and publishing' }).waitFor();
    courseId = new URL(page.url()).searchParams.get('courseId') ?? '';
    assert.match(courseId, /^\d{19}$/);
    await page.getByRole('button', { name: 'Add chapter' }).click();
    await page.getByRole('button', { name: 'Rename Chapter 1 (untitled)' }).click();
    await defaultText(page, 'Chapter title').fill('Basics');
    await page.getByRole('button', { name: 'Done Basics' }).click();
    await addArticle(page, 'First steps', 'Version one begins here.');
    await addArticle(page, 'Second steps', 'Version one continues here.');
    await saveAndPublish(page);
    await page.getByText('Published (version 1)', { exact: true }).first().waitFor();
    await admin.audit('version 1 published');

    // The learner enrols and reads the first article to its end: one of two required resources.
    const learner = await as(ACCOUNTS.learner);
    const lp = learner.page;
    await lp.goto(courseUrl());
    await (await hydrated(lp.getByRole('button', { name: 'Enrol', exact: true }))).click();
    // The course's own counter reads "Enrolled: N" before the press: wait for the learner's state.
    await lp.getByText('Enrolled · 0% done').waitFor();
    await lp.goto(courseUrl());
    await lp
      .getByRole('link', { name: /^First steps/ })
      .first()
      .click();
    await lp.getByText('Version one begins here.').waitFor();
    await lp.getByText('End of the article').scrollIntoViewIfNeeded();
    await lp.getByTestId('resource-done').waitFor();
    await lp.getByTestId('course-progress').first().filter({ hasText: '50% complete' }).waitFor();
    await learner.audit('learner, version 1, first article read');

    // Version 2: the first article removed, the second renamed and rewritten.
    await page.getByRole('button', { name: 'Remove First steps' }).click();
    // Selecting a resource toggles its form: open it only if it is not open already.
    const second = page.getByRole('button', { name: 'Second steps', exact: true });
    if ((await second.getAttribute('aria-pressed')) !== 'true') await second.click();
    await defaultText(page, 'Resource title').fill('Second steps, revised');
    const body = page.getByRole('textbox', { name: 'Article text' });
    await body.click();
    await body.press('Control+A');
    await body.pressSequentially('Version two replaces it.');
    await saveAndPublish(page);
    await page.getByText('Published (version 2)', { exact: true }).first().waitFor();

    assert.deepEqual(await learnerOutline(lp), ['Second steps, revised']);
    // The removed article stops counting; the one left is not done.
    assert.equal(await progressText(lp), '0% complete');
    await learner.audit('learner, version 2');

    // The history says who published which version and when; version 1 goes back into the draft.
    await page.getByText('Version history').click();
    const history = page.getByRole('listitem').filter({ hasText: /^Version \d, published/ });
    await history.filter({ hasText: /Version 2, published .+ by .+ · learners see this version/ }).waitFor();
    await history.filter({ hasText: /Version 1, published .+ by / }).waitFor();
    assert.equal(await history.count(), 2);
    const version1 = (await history.filter({ hasText: 'Version 1,' }).textContent()) ?? '';
    // Who published it is named (the history says "—" only for an unknown publisher).
    assert.match(version1, / by (?!—)\S/, `who published version 1 is named (${version1})`);
    await admin.audit('version history');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Restore version 1 into the draft' }).click();
    await status(page, 'Version 1 is now the draft. Publish it to make it live.').waitFor();
    // The editor shows version 1's outline before anything is published.
    await page.getByRole('button', { name: 'First steps', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Second steps', exact: true }).waitFor();
    // Until it is published, learners still see version 2.
    assert.deepEqual(await learnerOutline(lp), ['Second steps, revised']);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await status(page, 'Published. Learners see this version now.').waitFor();
    await page.getByText('Published (version 3)', { exact: true }).first().waitFor();
    await admin.audit('version 1 republished as version 3');

    // The learner sees version 1's outline and text; the article read under version 1 counts again.
    assert.deepEqual(await learnerOutline(lp), ['First steps', 'Second steps']);
    assert.equal(await progressText(lp), '50% complete');
    await lp
      .getByRole('link', { name: /^Second steps/ })
      .first()
      .click();
    await lp.getByText('Version one continues here.').waitFor();
    await lp
      .getByRole('link', { name: /^First steps/ })
      .first()
      .click();
    await lp.getByText('Version one begins here.').waitFor();
    await lp.getByTestId('resource-done').waitFor();
    await learner.audit('learner, version 1 again');

    for (const watched of [admin, learner]) assert.deepEqual(watched.problems, []);
  });

  it('the version history fits a phone', async () => {
    const admin = await as(ACCOUNTS.admin, PHONE);
    const { page } = admin;
    await page.goto(centerUrl(`&courseId=${courseId}`));
    await (await hydrated(page.getByText('Version history'))).click();
    await page.getByText(/Version 3, published .+ · learners see this version/).waitFor();
    await admin.audit('version history, phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
    assert.deepEqual(admin.problems, []);
  });
});
