/**
 * Issue 25 in a real browser: the demo learner opens Demo Academy's SCORM 1.2 package (seed 15), the package
 * finds the runtime on `window.API`, the learner completes it with the package's own button, the commit reaches
 * the server and the course's progress moves; a reload resumes (the package reads back its suspend data and its
 * completed status); a 390 px phone pass; axe on every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

/** Seed 15 (apps/server/src/seed/demo-scorm.ts): "Machine Learning Fundamentals" and its package resource. */
const COURSE = '3000000000000010004';
const RESOURCE = '9600000000000000001';

const learnUrl = (origin: string) =>
  `${origin}/course/${DEMO.academy}/course-learn?courseId=${COURSE}&resourceId=${RESOURCE}&sxz-lang=en_US`;

const progressText = async (page: Page) =>
  (await page.getByTestId('course-progress').first().textContent()) ?? '';

describe('a learner completes a SCORM package', () => {
  it('completes it, the course progress moves, and a reload resumes', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(learnUrl(server.origin));
    const frame = page.frameLocator('[data-testid="scorm-frame"]');
    await frame.getByRole('heading', { name: /Machine learning warm-up/ }).waitFor();
    await frame.getByText('Visit · 访问次数: 1').waitFor();
    assert.equal(await progressText(page), '0% complete');
    await audit('scorm package launched');
    const committed = page.waitForResponse(
      (response) =>
        response.url().includes(`/scorm-runtime/${RESOURCE}`) &&
        response.request().method() === 'PUT' &&
        response.status() === 200,
    );
    await frame.getByRole('button', { name: /I have read this/ }).click();
    await committed;
    await page.getByTestId('resource-done').waitFor();
    await page.getByTestId('scorm-save').filter({ hasText: 'Your progress is saved.' }).waitFor();
    // The progress line follows the completion: wait for it to move rather than read it in the same instant.
    await page.getByTestId('course-progress').first().filter({ hasNotText: '0% complete' }).waitFor();
    assert.notEqual(await progressText(page), '0% complete');
    const after = await progressText(page);
    await audit('scorm package completed');

    await page.reload();
    await frame.getByText('Visit · 访问次数: 2').waitFor();
    await frame.getByText('Completed · 已完成').waitFor();
    await page.getByTestId('resource-done').waitFor();
    assert.equal(await progressText(page), after);
    await audit('scorm package resumed');
    assert.deepEqual(problems, []);
  });

  it('fits a phone', async () => {
    const { page, problems, audit } = await openPage(browser, PHONE);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    await page.goto(learnUrl(server.origin));
    const frame = page.frameLocator('[data-testid="scorm-frame"]');
    await frame.getByRole('button', { name: /I have read this/ }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`);
    await audit('scorm package on a phone');
    assert.deepEqual(problems, []);
  });
});
