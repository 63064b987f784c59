/**
 * Issue 26 item 4 in a real browser against the real server: the demo lecturer opens the demo class's report and
 * sees the same progress the demo learner sees on their course page, sorts it (aria-sort follows), downloads the
 * CSV (its content checked), and grades the essay the learner wrote in an exam assigned to the class — after which
 * the exam shows completed in the report; at 1440 px and at 390 px (the table scrolls inside its region, the page
 * does not); axe on every state.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const CLASS_NAME = 'Python 2026 · 春季班';
const EXAM_TITLE = `Rivers essay ${Date.now() % 100_000}`;
const ESSAY = 'The Yangtze is the longest river in Asia.';
const teachingCenter = () =>
  `${server.origin}/classInfo/${DEMO.academy}/lecturing-center/class-management?sxz-lang=en_US`;

/** A JSON call from inside the page (its session cookie and origin go with it). */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as { data: unknown } };
    },
    { method, url, body },
  );
  assert.equal(answer.status, 200, `${method} ${url}: ${JSON.stringify(answer.json)}`);
  return answer.json.data as T;
}

let pythonCourseId = '';

/** The lecturer assigns an essay exam to the demo class; the learner writes and submits it. */
serverAndBrowserPerFile(async () => {
  const school = DEMO.academy;
  const teacher = await openPage(browser);
  await logInAs(teacher.page, server.origin, ACCOUNTS.teacher);
  const classes = await api<{ records: Array<{ id: string; name: string }> }>(
    teacher.page,
    'GET',
    `/api/class/v1/${school}/classes`,
  );
  const demoClass = classes.records.find((row) => row.name === CLASS_NAME);
  assert.ok(demoClass, 'the demo class');
  const detail = await api<{ assignments: Array<{ kind: string; itemId: string }> }>(
    teacher.page,
    'GET',
    `/api/class/v1/${school}/classes/${demoClass.id}`,
  );
  pythonCourseId = detail.assignments.find((item) => item.kind === 'course')!.itemId;
  const question = await api<{ id: string }>(teacher.page, 'POST', `/api/exam/v1/${school}/questions`, {
    kind: 'essay',
    category: 'Geography',
    difficulty: 2,
    stem: '<p>Describe a river you know.</p>',
    options: [],
    key: { kind: 'essay' },
    explanation: '',
    points: 4,
  });
  const exam = await api<{ id: string }>(teacher.page, 'POST', `/api/exam/v1/${school}/exams`, {
    title: EXAM_TITLE,
    description: '<p>One essay</p>',
    opensAt: null,
    closesAt: null,
    timeLimitMinutes: 20,
    attemptsAllowed: 1,
    passMark: 60,
    draw: { mode: 'fixed', questionIds: [question.id] },
    shuffle: false,
    reviewPolicy: 'immediately',
    published: true,
  });
  await api(teacher.page, 'POST', `/api/class/v1/${school}/classes/${demoClass.id}/assignments`, {
    kind: 'exam',
    itemId: exam.id,
    dueAt: '2099-01-01T00:00:00.000Z',
  });
  await teacher.page.context().close();

  const learner = await openPage(browser);
  await logInAs(learner.page, server.origin, ACCOUNTS.learner);
  const attempt = await api<{ id: string }>(
    learner.page,
    'POST',
    `/api/exam/v1/${school}/exams/${exam.id}/attempts`,
    {},
  );
  await api(learner.page, 'PUT', `/api/exam/v1/${school}/attempts/${attempt.id}/answers`, {
    seq: 1,
    answers: [{ position: 1, answer: { kind: 'essay', text: ESSAY } }],
  });
  await api(learner.page, 'POST', `/api/exam/v1/${school}/attempts/${attempt.id}/submit`, {});
  await learner.page.context().close();
});

/** The learner's own number on their course page ("40%"). */
async function learnerProgress(): Promise<string> {
  const { page, problems } = await openPage(browser);
  await logInAs(page, server.origin, ACCOUNTS.learner);
  await page.goto(
    `${server.origin}/course/${DEMO.academy}/course-view?courseId=${pythonCourseId}&sxz-lang=en_US`,
  );
  const text = (await page.getByTestId('course-progress').first().textContent()) ?? '';
  const percent = /(\d+)\s*%/.exec(text)?.[1];
  assert.ok(percent, `a percentage on the course page: ${text}`);
  assert.deepEqual(problems, []);
  await page.context().close();
  return percent;
}

async function openReport(page: Page) {
  await page.goto(teachingCenter());
  await page.getByRole('heading', { name: CLASS_NAME, level: 2 }).waitFor();
  const table = page.getByRole('table');
  await table.waitFor();
  return table;
}

describe('class report', () => {
  it('shows the learner’s own progress, sorts, exports the CSV and grades the essay (1440 px)', async () => {
    const percent = await learnerProgress();
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.teacher);
    const table = await openReport(page);
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /李学员|learner/i }) });
    await row.first().waitFor();
    const rowText = (await row.first().textContent()) ?? '';
    assert.ok(
      rowText.includes(`${percent}%`),
      `the report shows ${percent}% like the course page: ${rowText}`,
    );
    assert.ok(rowText.includes('In progress'));
    await audit('class report');

    const member = table.getByRole('columnheader', { name: /Member/ });
    assert.equal(await member.getAttribute('aria-sort'), 'ascending');
    await (await hydrated(member.getByRole('button'))).click();
    await page.waitForFunction(
      () => document.querySelector('th[aria-sort]')?.getAttribute('aria-sort') === 'descending',
    );
    const lastActivity = table.getByRole('columnheader', { name: /Last activity/ });
    await lastActivity.getByRole('button').click();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('th[aria-sort]')).some((th) =>
        th.textContent?.includes('Last activity'),
      ),
    );
    assert.equal(await member.getAttribute('aria-sort'), null);
    await audit('class report sorted by last activity');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    // The class's own name (filename*), with the day.
    assert.match(download.suggestedFilename(), /^Python 2026 · 春季班 \d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.match(lines[0]!, /^Name,Account,Last activity,Completed,/);
    assert.ok(lines[0]!.includes(`Exam: ${EXAM_TITLE} · state`));
    const learnerLine = lines.find((line) => line.includes('in-progress'));
    assert.ok(learnerLine, csv);
    assert.ok(learnerLine.split(',').includes(percent), `the CSV carries ${percent}: ${learnerLine}`);

    const grading = page.getByRole('region', { name: 'Essays to grade' });
    const form = page.getByTestId('class-grade-form');
    await form.getByText(ESSAY).waitFor();
    await audit('grading queue');
    await form.getByLabel('Points: 0 – 4').fill('9');
    await form.getByRole('button', { name: 'Save grade' }).click();
    await form.getByText('Enter points from 0 to 4.').waitFor();
    await audit('grade out of range');
    await form.getByLabel('Points: 0 – 4').fill('3');
    await form.getByLabel('Feedback to the learner').fill('Clear and correct.');
    await form.getByRole('button', { name: 'Save grade' }).click();
    await grading.getByText('No essay is waiting for a grade.').waitFor();
    // 3 of 4 points passes the 60 % mark: the exam task is completed in the report.
    await row.first().getByText('Best 75%').waitFor();
    await audit('essay graded');
    assert.deepEqual(problems, []);
  });

  it('works at phone width: the table scrolls in its own region, not the page (390 px)', async () => {
    const { page, problems, audit } = await openPage(browser, PHONE);
    await logInAs(page, server.origin, ACCOUNTS.teacher);
    await openReport(page);
    const region = page.getByRole('region', { name: 'Report table, scrolls sideways' });
    const sizes = await region.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
    assert.ok(sizes.scroll > sizes.client, 'the table is wider than the phone and scrolls inside its region');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    assert.equal(overflow, false, 'no sideways scrolling of the page at 390 px');
    // The member column stays in view when the table scrolls.
    await region.evaluate((node) => node.scrollBy({ left: 400 }));
    const sticky = await page
      .getByRole('rowheader')
      .first()
      .evaluate((cell) => getComputedStyle(cell).position);
    assert.equal(sticky, 'sticky');
    await audit('class report, phone');
    assert.deepEqual(problems, []);
  });
});
