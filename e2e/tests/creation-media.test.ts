/**
 * Issue 25's browser path for media (the rest of it — article, link, exam, PDF, keyboard reorder, reject and
 * resubmit — is creation-center.test.ts): a lecturer builds a course with a chapter, a video uploaded through the
 * resumable uploader (a real H.264 file, the demo video: its duration read by the server and shown, and the same
 * duration when Chromium plays it for the learner), its WebVTT captions and a SCORM 1.2 package
 * zipped in the test; submits it for review, an admin approves; a visitor finds it in search; a learner enrols,
 * the video player gets the uploaded file and its captions track, and the learner completes the SCORM package
 * through its own button, which moves the course's progress. An admin's translation of the course's title in the
 * console catalogue is live and reaches its draft (the form says so and links to it). A 390 px phone pass; axe on
 * every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PHONE, openPage, type WatchedPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { CAPTIONS_VTT, DEMO_VIDEO, scormPackage } from '../src/media-files.ts';
import { messages } from '../src/messages.ts';
import { resultNames, searchFor } from '../src/search.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const TITLE = `Colour in motion ${Date.now() % 100_000}`;
/** A real, playable H.264 file (the demo video, 30 s): the server reads its duration, Chromium plays it. */
const VIDEO = DEMO_VIDEO();
const VIDEO_SECONDS = 30;
let courseId = '';

const centerUrl = (lang = 'en_US', query = '') =>
  `${server.origin}/iadmin/${DEMO.academy}/create-center/?sxz-lang=${lang}${query}`;
const courseUrl = () =>
  `${server.origin}/course/${DEMO.academy}/course-view?courseId=${courseId}&sxz-lang=en_US`;

const defaultText = (page: Page | Locator, legend: string) =>
  page.getByRole('group', { name: legend }).getByRole('textbox').first();
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function as(account: string, width?: typeof PHONE): Promise<WatchedPage> {
  const watched = await openPage(browser, width ?? {});
  await logInAs(watched.page, server.origin, account);
  return watched;
}

async function addResource(page: Page, chapter: string, kind: string, title: string): Promise<void> {
  await page.getByRole('combobox', { name: `Kind of resource to add to ${chapter}` }).selectOption(kind);
  await page.getByRole('button', { name: `Add resource (${chapter})` }).click();
  await defaultText(page, 'Resource title').fill(title);
}

const progressText = async (page: Page) =>
  (await page.getByTestId('course-progress').first().textContent()) ?? '';

describe('creation center: video, captions and SCORM', () => {
  it('an author uploads a video with captions and a SCORM package; a learner plays and completes them', async () => {
    const author = await as(ACCOUNTS.teacher);
    const { page, audit } = author;
    await page.goto(centerUrl());
    await (await hydrated(defaultText(page, 'Course title'))).fill(TITLE);
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByRole('heading', { name: 'Review and publishing' }).waitFor();
    courseId = new URL(page.url()).searchParams.get('courseId') ?? '';
    assert.match(courseId, /^\d{19}$/);
    await page.getByRole('button', { name: 'Add chapter' }).click();
    await page.getByRole('button', { name: 'Rename Chapter 1 (untitled)' }).click();
    await defaultText(page, 'Chapter title').fill('Motion');
    await page.getByRole('button', { name: 'Done Motion' }).click();

    // The video: uploaded with tus, its duration read by the server (30 s) and shown to the author.
    await addResource(page, 'Motion', 'video', 'Intro film');
    await page
      .getByLabel('File: Video')
      .setInputFiles({ name: 'intro.mp4', mimeType: 'video/mp4', buffer: VIDEO });
    const video = page.getByTestId('media-upload-video').getByTestId('media-upload-result');
    await video.filter({ hasText: 'intro.mp4' }).waitFor();
    await video.getByText('Duration: 0:30').waitFor();
    // Its captions, in the school's default language.
    await page.getByLabel(/^Captions file in /).setInputFiles({
      name: 'intro.en.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(CAPTIONS_VTT),
    });
    await page
      .getByRole('group', { name: 'Captions (WebVTT)' })
      .getByText(/ — intro\.en\.vtt$/)
      .waitFor();
    await audit('editor, video and captions uploaded');

    // The SCORM 1.2 package: the server unpacks it and checks its manifest.
    await addResource(page, 'Motion', 'scorm', 'Colour practice');
    await page.getByLabel('File: SCORM package').setInputFiles({
      name: 'colour-practice.zip',
      mimeType: 'application/zip',
      buffer: scormPackage(),
    });
    await page.getByTestId('media-upload-scorm').getByTestId('media-upload-result').waitFor();
    await audit('editor, SCORM package uploaded');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await status(page, 'All changes saved').waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await status(page, 'Submitted for review.').waitFor();

    const admin = await as(ACCOUNTS.admin);
    await admin.page.goto(centerUrl('en_US', `&courseId=${courseId}`));
    await (await hydrated(admin.page.getByRole('button', { name: 'Approve and publish' }))).click();
    await status(admin.page, 'Approved and published.').waitFor();
    await admin.audit('media course published');

    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    await searchFor(visitor.page, TITLE);
    assert.ok((await resultNames(visitor.page)).includes(TITLE), 'the published course is in search');

    // The learner enrols; the player gets the uploaded video and its captions track.
    const learner = await as(ACCOUNTS.learner);
    const lp = learner.page;
    await lp.goto(courseUrl());
    await (await hydrated(lp.getByRole('button', { name: 'Enrol', exact: true }))).click();
    // The course's own counter reads "Enrolled: N" before the press: wait for the learner's state.
    await lp.getByText('Enrolled · 0% done').waitFor();
    await lp.goto(courseUrl());
    await lp
      .getByRole('link', { name: /^Intro film/ })
      .first()
      .click();
    const player = lp.getByTestId('learn-video');
    await player.waitFor({ state: 'attached' });
    const src = await player.getAttribute('src');
    assert.ok(src, 'the video element has the uploaded file');
    const served = await lp.request.get(new URL(src, server.origin).href, { headers: { range: 'bytes=0-' } });
    assert.ok([200, 206].includes(served.status()), `the video is served (${served.status()})`);
    assert.ok(Buffer.from(await served.body()).equals(VIDEO), 'the served video is the uploaded file');
    // Chromium plays it: the duration it reads matches the one read at upload, and playback moves on.
    await player.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await lp
      .waitForFunction(
        () => (document.querySelector('[data-testid="learn-video"]') as HTMLVideoElement).currentTime >= 1,
        undefined,
        // As course-learning's player: a loaded machine decodes slowly.
        { timeout: 60_000 },
      )
      .catch(async (error: unknown) => {
        const state = await player.evaluate((element: HTMLVideoElement) => ({
          src: element.currentSrc,
          readyState: element.readyState,
          networkState: element.networkState,
          paused: element.paused,
          currentTime: element.currentTime,
          duration: element.duration,
          error: element.error?.message ?? null,
        }));
        throw new Error(`the video did not play: ${JSON.stringify(state)}`, { cause: error });
      });
    const played = await player.evaluate((element: HTMLVideoElement) => {
      element.pause();
      return { duration: element.duration, at: element.currentTime, error: element.error?.code ?? null };
    });
    assert.equal(played.error, null);
    assert.ok(Math.abs(played.duration - VIDEO_SECONDS) < 1, `plays for ${played.duration} s`);
    assert.ok(played.at >= 1, `playback moved to ${played.at} s`);
    const track = player.locator('track[kind="captions"]');
    assert.equal(await track.count(), 1);
    const captions = await lp.request.get(
      new URL((await track.getAttribute('src')) ?? '', server.origin).href,
    );
    assert.equal(captions.status(), 200);
    assert.equal(await captions.text(), CAPTIONS_VTT);
    await learner.audit('learner, video');

    // The SCORM package: the learner finishes it with its own button; the commit moves the course's progress.
    await lp
      .getByRole('link', { name: /^Colour practice/ })
      .first()
      .click();
    const frame = lp.frameLocator('[data-testid="scorm-frame"]');
    await frame.getByRole('heading', { name: 'Colour practice' }).waitFor();
    assert.equal(await progressText(lp), '0% complete');
    await learner.audit('learner, SCORM launched');
    const committed = lp.waitForResponse(
      (r) => r.url().includes('/scorm-runtime/') && r.request().method() === 'PUT' && r.status() === 200,
    );
    await frame.getByRole('button', { name: 'Finish the practice' }).click();
    await committed;
    await lp.getByTestId('resource-done').waitFor();
    // The progress line follows the completion: wait for it rather than read it in the same instant.
    await lp.getByTestId('course-progress').first().filter({ hasText: '50% complete' }).waitFor();
    assert.equal(await progressText(lp), '50% complete');
    await learner.audit('learner, SCORM completed');
    await lp.reload();
    await lp.getByTestId('resource-done').waitFor();
    assert.equal(await progressText(lp), '50% complete');

    for (const watched of [author, admin, visitor, learner]) assert.deepEqual(watched.problems, []);
  });

  it('an admin translates the authored course in the console catalogue; its draft gets it too', async () => {
    const t = messages('en_US', 'console');
    const admin = await as(ACCOUNTS.admin);
    const { page } = admin;
    await page.goto(`${server.origin}/iadmin/${DEMO.academy}/management/catalogue?sxz-lang=en_US`);
    await page.getByRole('heading', { level: 2, name: t['console.catalogue.heading'] }).waitFor();
    await (await hydrated(page.getByLabel(t['console.catalogue.pick']!))).selectOption(`course:${courseId}`);
    const notice = page.getByTestId('catalogue-authored');
    await notice.getByText(/also goes into its draft/).waitFor();
    const arabic = async (group: Locator) => {
      const details = group.locator('details');
      if (!(await details.evaluate((node) => (node as HTMLDetailsElement).open)))
        await group.locator('summary').click();
      return group.getByLabel('العربية', { exact: true });
    };
    const name = page.getByRole('group', { name: t['console.catalogue.courseName'], exact: true });
    await (await arabic(name)).fill('الألوان في الحركة');
    await admin.audit('catalogue, authored course');
    await page.getByRole('button', { name: t['console.save'] }).click();
    await page.getByRole('status').getByText(t['console.saved']!).waitFor();

    // Through the notice's link: the creation center's draft holds the admin's translation.
    await notice.getByRole('link', { name: 'Open it in the creation center' }).click();
    await page.getByRole('heading', { name: 'Review and publishing' }).waitFor();
    const draftTitle = page.getByRole('group', { name: 'Course title' });
    assert.equal(await (await arabic(draftTitle)).inputValue(), 'الألوان في الحركة');
    await admin.audit('creation center, the translated draft');
    assert.deepEqual(admin.problems, []);
  });

  it('the media fields and the learner views fit a phone', async () => {
    const author = await as(ACCOUNTS.teacher, PHONE);
    await author.page.goto(centerUrl('en_US', `&courseId=${courseId}`));
    await author.page.getByRole('list').filter({ hasText: 'Colour practice' }).first().waitFor();
    await (await hydrated(author.page.getByRole('button', { name: /^Intro film/ }).first())).click();
    await author.page.getByTestId('media-upload-video').getByText('Duration: 0:30').waitFor();
    await author.audit('video resource, phone');
    const learner = await as(ACCOUNTS.learner, PHONE);
    await learner.page.goto(courseUrl());
    await learner.page
      .getByRole('link', { name: /^Colour practice/ })
      .first()
      .click();
    await learner.page
      .frameLocator('[data-testid="scorm-frame"]')
      .getByText('Colour practice')
      .first()
      .waitFor();
    await learner.audit('SCORM, phone');
    for (const { page } of [author, learner]) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
    }
    for (const watched of [author, learner]) assert.deepEqual(watched.problems, []);
  });
});
