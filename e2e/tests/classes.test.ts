/**
 * Issue 26 in a real browser against the real server: the demo lecturer opens the teaching center, sees the
 * 101st character of a class name refused, creates a class, adds members from a CSV (one row fails, the other goes
 * in), assigns a course with a due date; the demo learner finds the task and the class in the learning center,
 * opens the class page, finishes a resource and sees the task move to in progress; a 390 px phone pass; axe on
 * every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { ACCOUNTS, center, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const CLASS_NAME = `Evening cohort ${Date.now() % 100_000}`;
const teachingCenter = () =>
  `${server.origin}/classInfo/${DEMO.academy}/lecturing-center/class-management?sxz-lang=en_US`;

interface Course {
  id: string;
  name: string;
  actualPrice: number;
}

/** A free published course of the demo academy the learner is not enrolled in (the assignment enrols them). */
async function freshCourse(page: Page): Promise<Course> {
  const courses = await page.evaluate(async (school) => {
    const answer = await fetch(
      `/api/portal/api/v1/portal/open/latest-courses?schoolId=${school}&limit=40&sxz-lang=en_US`,
    );
    return ((await answer.json()) as { data: { latestCurriculum: Course[] } }).data.latestCurriculum;
  }, DEMO.academy);
  const enrolled = await page.evaluate(async (school) => {
    const answer = await fetch(`/api/personal-center/v1/enrolments?schoolId=${school}&status=all`);
    return ((await answer.json()) as { data: { records: Array<{ course: { id: string } }> } }).data.records;
  }, DEMO.academy);
  const found = courses.find(
    (course) =>
      course.actualPrice === 0 &&
      /^[\x20-\x7e]+$/.test(course.name) &&
      !enrolled.some((row) => row.course.id === course.id),
  );
  assert.ok(found, 'a free demo course with an English name the learner has not started');
  return found;
}

let course: Course;

serverAndBrowserPerFile(async () => {
  const { page } = await openPage(browser);
  await logInAs(page, server.origin, ACCOUNTS.learner);
  course = await freshCourse(page);
  await page.context().close();
});

describe('classes', () => {
  it('a lecturer creates a class, adds members from a CSV and assigns a course with a due date', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.teacher);
    await page.goto(teachingCenter());
    await page.getByRole('button', { name: 'Python 2026 · 春季班' }).waitFor();
    await page.getByRole('heading', { name: 'Python 2026 · 春季班' }).waitFor();
    await audit('teaching center');

    const form = page.getByRole('form', { name: 'New class' });
    const name = await hydrated(form.getByRole('textbox', { name: 'Class name' }));
    await name.fill('班'.repeat(101));
    await form.getByText('Characters: 101 / 100').waitFor();
    await form.getByRole('alert').filter({ hasText: 'Too long: 101 / 100' }).waitFor();
    await audit('class form, 101 characters');
    await name.fill(CLASS_NAME);
    await form.getByRole('textbox', { name: 'Description' }).fill('Tuesdays and Thursdays');
    await form.getByRole('button', { name: 'Create class' }).click();
    await page.getByRole('heading', { name: CLASS_NAME, level: 2 }).waitFor();
    await page.getByText(`Class “${CLASS_NAME}” created.`).waitFor();
    await audit('class created');

    await page.getByLabel('Add members from a CSV file').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`name,account\nLearner,${ACCOUNTS.learner}\nNobody,nobody@nowhere.test\n`),
    });
    await page.getByText('Added 1, already in the class 0, failed 1.').waitFor();
    await page.getByText(/^Row 3 \(nobody@nowhere\.test\):/).waitFor();
    await page.getByRole('heading', { name: 'Members (1)' }).waitFor();
    await audit('members added from a CSV');

    await page.getByLabel('Course or exam', { exact: true }).selectOption(`course:${course.id}`);
    await page.getByLabel('Due date', { exact: true }).fill('2099-01-01T10:00');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText('Assigned: each member has a task and a message.').waitFor();
    await page.getByText('Completed by 0 of 1').waitFor();
    await audit('course assigned');
    assert.deepEqual(problems, []);
  });

  it('the learner sees the task and the class, finishes a resource, and the task is in progress', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(`${server.origin}${center(DEMO.academy, 'studyCenter_MyTask')}`);
    const task = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Course · ${course.name}` }) });
    await task.getByText('Not started').waitFor();
    await task.getByText(`Class: ${CLASS_NAME}`).waitFor();
    await audit('learning center, class tasks');

    await page.goto(`${server.origin}${center(DEMO.academy, 'studyCenter_MyClass')}`);
    const classLink = page.getByRole('link', { name: CLASS_NAME });
    await classLink.waitFor();
    await audit('learning center, my classes');
    await (await hydrated(classLink)).click();
    await page.waitForURL(/commonUsage\/classInfo\.htm/);
    await page.getByRole('heading', { name: CLASS_NAME }).waitFor();
    await page.getByText('Not started').waitFor();
    await audit('class page');

    // Finish the article of the assigned course (the assignment enrolled the learner).
    await page.goto(
      `${server.origin}/course/${DEMO.academy}/course-learn?courseId=${course.id}&sxz-lang=en_US`,
    );
    await page.getByTestId('course-progress').first().waitFor();
    await (await hydrated(page.getByRole('link', { name: 'Next' }))).click();
    await page.getByTestId('pdf-page').first().waitFor();
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByText('End of the article').scrollIntoViewIfNeeded();
    await page.getByTestId('resource-done').waitFor();

    await page.goto(`${server.origin}${center(DEMO.academy, 'studyCenter_MyTask')}`);
    const after = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Course · ${course.name}` }) });
    await after.getByText('In progress').waitFor();
    assert.match((await after.textContent()) ?? '', /20%/);
    await audit('learning center, class task in progress');
    assert.deepEqual(problems, []);
  });

  it('works at phone width: the teaching center and the class tasks (390 px)', async () => {
    const teacher = await openPage(browser, PHONE);
    await logInAs(teacher.page, server.origin, ACCOUNTS.teacher);
    await teacher.page.goto(teachingCenter());
    await teacher.page.getByRole('button', { name: CLASS_NAME }).waitFor();
    const overflow = await teacher.page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    assert.equal(overflow, false, 'no sideways scrolling at 390 px');
    await teacher.audit('teaching center, phone');
    assert.deepEqual(teacher.problems, []);

    const learner = await openPage(browser, PHONE);
    await logInAs(learner.page, server.origin, ACCOUNTS.learner);
    await learner.page.goto(`${server.origin}${center(DEMO.academy, 'studyCenter_MyTask')}`);
    await learner.page.getByRole('link', { name: `Course · ${course.name}` }).waitFor();
    await learner.audit('class tasks, phone');
    assert.deepEqual(learner.problems, []);
  });
});
