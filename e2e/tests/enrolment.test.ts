/**
 * Issue 23 item 3 in a real browser against the real server: a paid course the learner has not bought explains
 * itself instead of offering an Enrol button; a free course enrols and the button becomes the way into the course;
 * an administrator enrols from a CSV file in the console, reads per-row results, runs the same file again and
 * nothing changes; the learner then finds the paid course enrolled. axe on every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { messages } from '../src/messages.ts';
import { ACCOUNTS, USER_IDS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

interface Course {
  id: string;
  name: string;
  actualPrice: number;
  existMember: boolean;
}

async function courses(page: Page, schoolId: string): Promise<Course[]> {
  return page.evaluate(async (school) => {
    const answer = await fetch(`/api/portal/api/v1/portal/open/latest-courses?schoolId=${school}&limit=40`);
    return ((await answer.json()) as { data: { latestCurriculum: Course[] } }).data.latestCurriculum;
  }, schoolId);
}

const courseUrl = (courseId: string) =>
  `${server.origin}/course/${DEMO.academy}/course-view?courseId=${courseId}&sxz-lang=en_US`;
const PAID = 'Modern JavaScript in Practice';

describe('enrolment rules on the course page', () => {
  it('a paid course not bought says so (no Enrol button); a free one enrols and leads into the course', async () => {
    const en = messages('en_US');
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    const list = await courses(page, DEMO.academy);
    const paid = list.find((course) => course.name === PAID);
    assert.ok(paid && paid.actualPrice > 0, 'the demo has a paid course the learner has not bought');
    await page.goto(courseUrl(paid.id));
    const note = page.getByTestId('enrol-blocked');
    await note.waitFor();
    assert.match(
      (await note.textContent()) ?? '',
      /This course costs ¥59\.00\. You can enrol once it has been purchased/,
    );
    assert.equal(await page.getByRole('button', { name: en['learning.enrol'] }).count(), 0);
    await audit('course page, paid and not bought');

    // A free course the learner is not enrolled in: Enrol, then the same place offers the way in.
    const enrolled = ['Python 编程入门', 'Data Analysis with Pandas'];
    const free = list.find(
      (course) => course.actualPrice === 0 && !course.existMember && !enrolled.includes(course.name),
    );
    assert.ok(free, 'a free demo course');
    await page.goto(courseUrl(free.id));
    await (await hydrated(page.getByRole('button', { name: en['learning.enrol'] }))).click();
    await page.getByText('Enrolled · 0% done').waitFor();
    const start = page.getByTestId('continue-learning');
    assert.equal(await start.count(), 1);
    await audit('course page, just enrolled');
    await start.click();
    await page.waitForURL(
      (url) => url.pathname.endsWith('/course-learn') && url.searchParams.has('resourceId'),
    );
    assert.deepEqual(problems, []);
  });
});

describe('bulk enrolment from a CSV in the console', () => {
  it('reports each row, lets the good ones in, and a second run adds nothing', async () => {
    const t = messages('en_US', 'console');
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.admin);
    const paid = (await courses(page, DEMO.academy)).find((course) => course.name === PAID)!;
    const subCourse = (await courses(page, DEMO.subSchool))[0]!;
    await page.goto(`${server.origin}/iadmin/${DEMO.academy}/management/enrolments?sxz-lang=en_US`);
    await page.getByRole('heading', { level: 2, name: t['console.enrolments.heading'] }).waitFor();
    await audit('console enrolments, empty');
    const csv = [
      'email,courseId',
      `${ACCOUNTS.learner},${paid.id}`,
      `nobody@demo.test,${paid.id}`,
      `${ACCOUNTS.learner},${subCourse.id}`,
      `${ACCOUNTS.teacher},1999999999999999999`,
      `${USER_IDS.learner},${paid.id}`,
    ].join('\n');
    const form = page.getByTestId('bulk-enrol');
    await hydrated(form.getByRole('button', { name: t['console.enrolments.run'] }));
    await form.getByLabel(t['console.enrolments.file']!).setInputFiles({
      name: 'enrol.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // The chosen file fills the text box, which is what is sent.
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="bulk-enrol"] textarea') as HTMLTextAreaElement).value.length >
        0,
    );
    await form.getByRole('button', { name: t['console.enrolments.run'] }).click();
    const summary = page.getByTestId('bulk-summary');
    await summary.waitFor();
    assert.equal(await summary.textContent(), 'Rows: 5 · New: 1 · Already enrolled: 1 · Failed: 3');
    const results = await page
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent)),
      );
    assert.deepEqual(
      results.map((cells) => [cells[0], cells[3]]),
      [
        ['2', 'Enrolled'],
        ['3', 'No user with this account'],
        ['4', 'The course belongs to another school'],
        ['5', 'No published course with this id'],
        ['6', 'Already enrolled: no change'],
      ],
    );
    // Clicking scrolled the page: a console menu link half under the sticky site header is the frame's own
    // matter (axe target-size), not this state's; audit from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await audit('console enrolments, report');
    // The same file again: nothing new.
    await form.getByRole('button', { name: t['console.enrolments.run'] }).click();
    await page.getByText('Rows: 5 · New: 0 · Already enrolled: 2 · Failed: 3').waitFor();
    // A file without the needed columns: a clear error, no report.
    await form.getByLabel(t['console.enrolments.paste']!).fill('name,course\nA,B');
    await form.getByRole('button', { name: t['console.enrolments.run'] }).click();
    await form.getByRole('alert').filter({ hasText: 'The first row must name the columns' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await audit('console enrolments, bad header');
    assert.deepEqual(
      problems.filter((line) => !/\/enrolments\/bulk$/.test(line)),
      [],
    );

    // The learner now finds the paid course enrolled (granted by the admin).
    const learner = await openPage(browser);
    await logInAs(learner.page, server.origin, ACCOUNTS.learner);
    await learner.page.goto(courseUrl(paid.id));
    await learner.page.getByText('Enrolled · 0% done').waitFor();
    assert.equal(await learner.page.getByTestId('enrol-blocked').count(), 0);
    assert.deepEqual(learner.problems, []);
  });
});
