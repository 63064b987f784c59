/**
 * Issue 25, SCORM 2004 in a real browser: an admin builds a course whose only resource is a SCORM 2004 package
 * zipped in the test (2004 4th Edition manifest, an SCO in a sub-folder that finds `API_1484_11` up the frame chain),
 * uploads it through the creation center's resumable uploader and publishes; a learner enrols and plays it through
 * scorm-again's Scorm2004API; the SCO sets cmi.completion_status=completed, cmi.success_status=passed and
 * cmi.score.scaled=0.85, commits and terminates; the resource is done, the course is complete, the stored CMI keeps
 * the score, and a second launch hands the SCO back its completed status. A 390 px phone pass; axe on every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PHONE, openPage, type WatchedPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { scorm2004Package } from '../src/media-files.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const TITLE = `Mixing check ${Date.now() % 100_000}`;
let courseId = '';

const centerUrl = () => `${server.origin}/iadmin/${DEMO.academy}/create-center/?sxz-lang=en_US`;
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

async function openPackage(page: Page) {
  await page.goto(courseUrl());
  await page
    .getByRole('link', { name: /^Mixing practice/ })
    .first()
    .click();
  return page.frameLocator('[data-testid="scorm-frame"]');
}

describe('a SCORM 2004 package', () => {
  it('is uploaded, published, played through the 2004 API; completion and score reach the course', async () => {
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
    await defaultText(page, 'Chapter title').fill('Practice');
    await page.getByRole('button', { name: 'Done Practice' }).click();
    await page.getByRole('combobox', { name: 'Kind of resource to add to Practice' }).selectOption('scorm');
    await page.getByRole('button', { name: 'Add resource (Practice)' }).click();
    await defaultText(page, 'Resource title').fill('Mixing practice');
    await page.getByLabel('File: SCORM package').setInputFiles({
      name: 'mixing-check-2004.zip',
      mimeType: 'application/zip',
      buffer: scorm2004Package(),
    });
    await page
      .getByTestId('media-upload-scorm')
      .getByTestId('media-upload-result')
      .filter({ hasText: 'mixing-check-2004.zip' })
      .waitFor();
    await admin.audit('editor, SCORM 2004 package uploaded');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await status(page, 'All changes saved').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await status(page, 'Published. Learners see this version now.').waitFor();

    const learner = await as(ACCOUNTS.learner);
    const lp = learner.page;
    await lp.goto(courseUrl());
    await (await hydrated(lp.getByRole('button', { name: 'Enrol', exact: true }))).click();
    // The course's own counter reads "Enrolled: N" before the press: wait for the learner's state.
    await lp.getByText('Enrolled · 0% done').waitFor();
    const frame = await openPackage(lp);
    await frame.getByRole('heading', { name: 'Mixing check' }).waitFor();
    // scorm-again's 2004 runtime answered Initialize and handed the SCO the first launch's status.
    await frame.getByText('Status: unknown').waitFor();
    assert.equal(await progressText(lp), '0% complete');
    await learner.audit('learner, SCORM 2004 launched');

    const commits: Array<Record<string, unknown>> = [];
    lp.on('request', (request) => {
      if (request.url().includes('/scorm-runtime/') && request.method() === 'PUT')
        commits.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    });
    const committed = lp.waitForResponse(
      (r) => r.url().includes('/scorm-runtime/') && r.request().method() === 'PUT' && r.status() === 200,
    );
    await frame.getByRole('button', { name: 'Submit my answers' }).click();
    await committed;
    await frame.getByText('Answers submitted').waitFor();
    await lp.getByTestId('resource-done').waitFor();
    await lp.getByTestId('course-progress').first().filter({ hasText: '100% complete' }).waitFor();
    await learner.audit('learner, SCORM 2004 completed');

    // What reached the server: the 2004 data model's names, the score among them.
    const runtime = await lp.evaluate(
      async ({ school, resource }) => {
        const answer = await fetch(`/api/media/v1/${school}/scorm-runtime/${resource}`);
        return (await answer.json()) as {
          data: { version: string; completed: boolean; cmi: Record<string, unknown> | null };
        };
      },
      { school: DEMO.academy, resource: new URL(lp.url()).searchParams.get('resourceId') ?? '' },
    );
    assert.equal(runtime.data.version, '2004');
    assert.equal(runtime.data.completed, true);
    const cmi = runtime.data.cmi as {
      completion_status?: string;
      success_status?: string;
      score?: { scaled?: string };
    };
    assert.equal(cmi.completion_status, 'completed');
    assert.equal(cmi.success_status, 'passed');
    assert.equal(String(cmi.score?.scaled), '0.85');
    assert.ok(commits.length >= 1, 'the runtime sent its commit');

    // The course page counts it; a second launch hands the SCO back its completed status.
    await lp.goto(courseUrl());
    assert.equal(await progressText(lp), '100% complete');
    const again = await openPackage(lp);
    await again.getByText('Status: completed').waitFor();
    await lp.getByTestId('resource-done').waitFor();
    await learner.audit('learner, SCORM 2004 relaunched');

    for (const watched of [admin, learner]) assert.deepEqual(watched.problems, []);
  });

  it('fits a phone', async () => {
    const learner = await as(ACCOUNTS.learner, PHONE);
    const frame = await openPackage(learner.page);
    await frame.getByRole('button', { name: 'Submit my answers' }).waitFor();
    const overflow = await learner.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
    await learner.audit('SCORM 2004, phone');
    assert.deepEqual(learner.problems, []);
  });
});
