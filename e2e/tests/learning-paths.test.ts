/**
 * Issue 26 item 5 in a real browser: the demo admin defines a two-stage learning path for the position "All staff"
 * in the console (a one-question exam, then a course); the demo learner (whose position tasks name "All staff")
 * sees stage 2 locked, passes the exam and finds stage 2 open; the AI assistant's role-learning tab lists the
 * next item; a 390 px phone pass; axe on every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const A = DEMO.academy;
const SUFFIX = Date.now() % 100_000;
const EXAM = `Staff check ${SUFFIX}`;
const COURSE = 'Data Analysis with Pandas';
const PATH = `Staff path ${SUFFIX}`;

/** A write of the admin through the API, from inside the signed-in page (no named helpers inside: tsx's names). */
async function adminPost(page: Page, path: string, body: unknown): Promise<string> {
  return page.evaluate(
    async ({ path, body }) => {
      const answer = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await answer.json()) as { data: { id: string } };
      if (!answer.ok) throw new Error(`${path} ${answer.status} ${JSON.stringify(json)}`);
      return json.data.id;
    },
    { path, body },
  );
}

serverAndBrowserPerFile(async () => {
  // The exam itself is the exams feature's (its console has its own tests): written through the API.
  const { page } = await openPage(browser);
  await logInAs(page, server.origin, ACCOUNTS.admin);
  const base = `/api/exam/v1/${A}`;
  const question = await adminPost(page, `${base}/questions`, {
    category: `Staff ${SUFFIX}`,
    difficulty: 1,
    kind: 'truefalse',
    stem: '<p>Passwords are never shared.</p>',
    options: [],
    key: { kind: 'truefalse', value: true },
    explanation: '<p>Never.</p>',
    points: 1,
  });
  await adminPost(page, `${base}/exams`, {
    title: EXAM,
    description: 'One question.',
    opensAt: null,
    closesAt: null,
    timeLimitMinutes: null,
    attemptsAllowed: 3,
    passMark: 60,
    draw: { mode: 'fixed', questionIds: [question] },
    shuffle: false,
    reviewPolicy: 'immediately',
    published: true,
  });
  await page.context().close();
});

const consoleUrl = () => `${server.origin}/iadmin/${A}/management/learning-paths?sxz-lang=en_US`;
const mapUrl = () =>
  `${server.origin}/center/privateCenter.htm?schoolId=${A}&type=studyCenter_JobStudy&sxz-lang=en_US`;

/** The stage headings of the path named PATH, as read (number, title and state in words). */
async function stagesOf(page: Page) {
  const path = page.getByRole('article', { name: PATH });
  await path.waitFor();
  return path.getByRole('heading', { level: 4 }).allTextContents();
}

/**
 * Audits from the top of the page: scrolled, the shell's fixed header covers part of whatever link sits under it
 * (axe's target-size then flags that link), which is the header's, not the state's.
 */
async function auditAtTop(page: Page, audit: (state: string) => Promise<void>, state: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await audit(state);
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 1, `page scrolls sideways by ${overflow}px`);
}

describe('learning maps by position', () => {
  it('an admin defines a two-stage path for a position in the console', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.admin);
    await page.goto(consoleUrl());
    await page.getByRole('heading', { name: 'Learning paths', level: 2 }).waitFor();
    await audit('console, learning paths');
    await (await hydrated(page.getByRole('button', { name: 'New learning path' }))).click();
    await page.getByLabel('Position').fill('All staff');
    await page.getByLabel('Path title').fill(PATH);
    // Stage 1 is built second and moved up: the order is what the admin arranges, not the typing order.
    await page.getByLabel('Title of stage 1').fill('Deep dive');
    await page.getByLabel('Add a course or exam to Deep dive').selectOption({ label: COURSE });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Add a stage' }).click();
    await page.getByLabel('Title of stage 2').fill('Warm-up');
    await page.getByLabel('Add a course or exam to Warm-up').selectOption({ label: EXAM });
    await page.getByRole('button', { name: 'Add', exact: true }).nth(1).click();
    await auditAtTop(page, audit, 'console, path editor');
    const up = page.getByRole('button', { name: 'Move Warm-up up' });
    await up.focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(
      await page
        .getByRole('list', { name: 'Stages' })
        .getByRole('textbox')
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value)),
      ['Warm-up', 'Deep dive'],
    );
    await page.getByRole('button', { name: 'Save path' }).click();
    await page.getByRole('status').filter({ hasText: 'Learning path saved.' }).waitFor();
    await page.getByTestId('learning-path-list').locator('bdi', { hasText: PATH }).waitFor();
    await auditAtTop(page, audit, 'console, path saved');
    assert.deepEqual(problems, []);
  });

  it('the learner sees stage 2 locked, passes stage 1’s exam, and stage 2 unlocks', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(mapUrl());
    assert.deepEqual(await stagesOf(page), ['Stage 1: Warm-upOpen', 'Stage 2: Deep diveLocked']);
    const path = page.getByRole('article', { name: PATH });
    assert.equal(await path.getByRole('link', { name: COURSE }).count(), 0, 'a locked item is not a link');
    await audit('learning map, stage 2 locked');
    await (await hydrated(path.getByRole('link', { name: EXAM }))).click();
    await page.waitForURL(/examInfo/);
    await (await hydrated(page.getByRole('link', { name: 'Start the exam' }))).click();
    await page.waitForURL(/examContent/);
    await page.getByRole('radio', { name: 'True' }).check();
    await page.getByRole('status').filter({ hasText: 'All answers saved' }).waitFor();
    await (await hydrated(page.getByRole('button', { name: 'Submit the exam' }))).click();
    await page
      .getByRole('dialog', { name: 'Submit the exam?' })
      .getByRole('button', { name: 'Submit', exact: true })
      .click();
    await page.waitForURL(/examResult/);
    await page.getByText('Passed').first().waitFor();
    await page.goto(mapUrl());
    assert.deepEqual(await stagesOf(page), ['Stage 1: Warm-upCompleted', 'Stage 2: Deep diveOpen']);
    await page.getByRole('article', { name: PATH }).getByRole('link', { name: COURSE }).waitFor();
    await audit('learning map, stage 2 open');
    assert.deepEqual(problems, []);
  });

  it('the AI assistant’s role-learning tab lists the path’s next item', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(`${server.origin}/mobile/AIChat-pc.htm?schoolId=${A}&tab=roleLearning&sxz-lang=en_US`);
    const next = page.getByRole('region', { name: 'Next on your learning path' });
    await next.waitFor();
    const item = next.getByRole('listitem').filter({ hasText: PATH });
    assert.equal(await item.getByRole('link', { name: COURSE }).count(), 1);
    await audit('AI role learning, next items');
    assert.deepEqual(problems, []);
  });

  it('fits a 390 px phone: the map and the console list', async () => {
    const learner = await openPage(browser, PHONE);
    await logInAs(learner.page, server.origin, ACCOUNTS.learner);
    await learner.page.goto(mapUrl());
    await stagesOf(learner.page);
    await noHorizontalScroll(learner.page);
    await learner.audit('learning map, phone');
    const admin = await openPage(browser, PHONE);
    await logInAs(admin.page, server.origin, ACCOUNTS.admin);
    await admin.page.goto(consoleUrl());
    await admin.page.getByTestId('learning-path-list').locator('bdi', { hasText: PATH }).waitFor();
    await (await hydrated(admin.page.getByRole('button', { name: `Edit ${PATH}` }))).click();
    await admin.page.getByLabel('Title of stage 1').waitFor();
    await noHorizontalScroll(admin.page);
    await auditAtTop(admin.page, admin.audit, 'console, path editor, phone');
    assert.deepEqual([...learner.problems, ...admin.problems], []);
  });
});
