/**
 * Issue 23 item 4 in a real browser against the real server: the demo learner opens the demo course's embedded
 * application from the outline — its detail at application-view, then application-learn beside the outline — uses
 * the exercise inside its sandboxed frame, and sees it complete after its time on task; an unknown app answers the
 * not-found page with 404; the Arabic phone layout fits at 390 px; axe at 1440 and 390 px on every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

interface DemoApp {
  courseId: string;
  courseResourceId: string;
  appId: string;
  appType: string;
  title: string;
}

/** The demo learner's course with the embedded exercise (seed demo-application.ts), from the outline API. */
async function demoApp(page: Page): Promise<DemoApp> {
  return page.evaluate(async (school) => {
    const list = await (
      await fetch(`/api/personal-center/v1/enrolments?schoolId=${school}&pageSize=20`)
    ).json();
    const records = (list as { data: { records: Array<{ course: { id: string; name: string } }> } }).data
      .records;
    const courseId = records.find((record) => record.course.name === 'Python 编程入门')!.course.id;
    const outline =
      await // The titles of the en_US pages below (issue 23 item 8: the outline reads in the page language).
      (
        await fetch(`/api/course/v1/open/courses/${courseId}/outline?schoolId=${school}&sxz-lang=en_US`)
      ).json();
    const data = (
      outline as {
        data: {
          courseResourceId: string;
          chapters: Array<{
            resources: Array<{ kind: string; title: string; appId: string; appType: string }>;
          }>;
        };
      }
    ).data;
    const app = data.chapters.flatMap((chapter) => chapter.resources).find((r) => r.kind === 'application')!;
    return {
      courseId,
      courseResourceId: data.courseResourceId,
      appId: app.appId,
      appType: app.appType,
      title: app.title,
    };
  }, DEMO.academy);
}

const appUrl = (app: DemoApp, view: string, lang: string, appId = app.appId) =>
  `${server.origin}/course/${DEMO.academy}/${view}?courseId=${app.courseResourceId}&appId=${appId}&appType=${app.appType}&sxz-lang=${lang}`;

const overflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

describe('an application of a course', () => {
  it('opens from the outline, runs sandboxed beside it and completes after its time on task', async () => {
    const { page, problems, audit } = await openPage(browser);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    const app = await demoApp(page);
    assert.equal(app.appType, 'h5');

    // The course page's outline links the application to application-learn.
    await page.goto(
      `${server.origin}/course/${DEMO.academy}/course-view?courseId=${app.courseId}&sxz-lang=en_US`,
    );
    const entry = page.getByRole('link', { name: new RegExp(app.title) });
    assert.match(
      (await entry.getAttribute('href')) ?? '',
      /\/application-learn\?courseId=\d+&appId=binary-practice/,
    );

    // The detail: what completes it, and the way in.
    const detail = await page.goto(appUrl(app, 'application-view', 'en_US'));
    assert.equal(detail?.status(), 200);
    await page.getByRole('heading', { level: 1, name: app.title }).waitFor();
    await page.getByText('It counts as done after 20 seconds with it open.').waitFor();
    await audit('application-view, 1440 px');
    await (await hydrated(page.getByTestId('start-application'))).click();

    // The learning view: the exercise runs inside its frame, the outline marks it, previous goes to course-learn.
    await page.waitForURL((url) => url.pathname.endsWith('/application-learn'));
    const frame = page.frameLocator('[data-testid="application-frame"]');
    await frame.getByRole('heading', { level: 1 }).waitFor();
    await frame.getByLabel(/Binary/).fill('1101');
    await frame.getByRole('button', { name: /Check/ }).click();
    await frame.getByText('Correct!').waitFor();
    assert.equal(await page.locator('[aria-current="page"]').count(), 1);
    assert.match(
      (await page.getByRole('link', { name: 'Previous' }).getAttribute('href')) ?? '',
      /course-learn/,
    );
    await audit('application-learn, 1440 px');

    // Twenty seconds with it open (the server credits them within wall time), then the next beat completes it.
    await page.getByTestId('resource-done').waitFor({ timeout: 60_000 });
    await page.goto(appUrl(app, 'application-view', 'en_US'));
    await page.getByTestId('application-done').waitFor();
    await audit('application-view, completed');
    assert.deepEqual(problems, []);
  });

  it('an unknown application is the not-found page (404); the Arabic phone layout fits at 390 px', async () => {
    const { page, problems, audit } = await openPage(browser, PHONE);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    const app = await demoApp(page);
    const unknown = await page.goto(appUrl(app, 'application-view', 'en_US', 'no-such-app'));
    assert.equal(unknown?.status(), 404);
    await page.getByText('This resource is not part of the course.').waitFor();
    await audit('application-view, unknown app');
    const unknownLearn = await page.goto(appUrl(app, 'application-learn', 'en_US', 'no-such-app'));
    assert.equal(unknownLearn?.status(), 404);

    await page.goto(appUrl(app, 'application-view', 'ar_SA'));
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.getByTestId('start-application').waitFor();
    await audit('application-view, ar_SA phone');
    assert.ok((await overflow(page)) <= 0, 'application-view fits 390 px');
    await page.goto(appUrl(app, 'application-learn', 'ar_SA'));
    await page.frameLocator('[data-testid="application-frame"]').getByRole('heading', { level: 1 }).waitFor();
    await audit('application-learn, ar_SA phone');
    assert.ok((await overflow(page)) <= 0, 'application-learn fits 390 px');
    assert.deepEqual(problems, []);
  });
});
