/**
 * Issue 23 in a real browser against the real server: a learner enrols in a free course, watches part of the
 * video, reloads and resumes there, finishes the PDF and the article, sees the same stored progress on the course
 * page and in the learning center, finishes the course and finds the completion; a phone-width pass; axe on
 * every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { recordLayoutShift } from '../src/mobile.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

interface Course {
  id: string;
  name: string;
  actualPrice: number;
}

/** A free published course of the demo academy that the account is not enrolled in yet. */
async function freeCourse(page: Page, skip: readonly string[] = []): Promise<Course> {
  const courses = await page.evaluate(async (school) => {
    const answer = await fetch(
      `/api/portal/api/v1/portal/open/latest-courses?schoolId=${school}&limit=40&sxz-lang=en_US`,
    );
    return ((await answer.json()) as { data: { latestCurriculum: Course[] } }).data.latestCurriculum;
  }, DEMO.academy);
  const found = courses.find((course) => course.actualPrice === 0 && !skip.includes(course.id));
  assert.ok(found, 'a free demo course');
  return found;
}

const courseUrl = (origin: string, courseId: string, lang = 'en_US') =>
  `${origin}/course/${DEMO.academy}/course-view?courseId=${courseId}&sxz-lang=${lang}`;

async function savedAfter(page: Page, action: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/course/v1/learning/beats') && response.status() === 200,
  );
  await action();
  await saved;
}

/** Plays the video at double speed until `seconds` of it were played, then pauses (which saves at once). */
async function play(page: Page, seconds: number): Promise<void> {
  const video = page.getByTestId('learn-video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 2;
    await element.play();
  });
  await page.waitForFunction(
    (until) =>
      (document.querySelector('[data-testid="learn-video"]') as HTMLVideoElement).currentTime >= until,
    seconds,
    { timeout: 60_000 },
  );
  await savedAfter(page, () => video.evaluate((element: HTMLVideoElement) => element.pause()));
}

const progressText = (page: Page) => page.getByTestId('course-progress').first().textContent();

describe('a learner learns a course', () => {
  it('enrols, resumes the video after a reload, finishes PDF and article, completes the course', async () => {
    const { page, problems, audit } = await openPage(browser);
    const shifts = await recordLayoutShift(page);
    await logInAs(page, server.origin, ACCOUNTS.outsider);
    const course = await freeCourse(page);
    await page.goto(courseUrl(server.origin, course.id));
    await page.getByRole('heading', { level: 2, name: 'Course outline' }).waitFor();
    await audit('course page, not enrolled');
    await (await hydrated(page.getByRole('button', { name: 'Enrol' }))).click();
    await page.getByRole('status').filter({ hasText: 'Enrolled' }).first().waitFor();
    await page.reload();
    const start = page.getByTestId('continue-learning');
    assert.equal(await start.textContent(), 'Start learning');
    assert.equal(await progressText(page), '0% complete');
    await audit('course page, enrolled');

    // The video: watch 6 s, pause (saved), reload: it resumes within 5 s of where it stopped.
    // The server's <video> is the one that plays: hydrated, never replaced by a client render (a player whose chunk
    // came after the view's first re-render was, which stopped a video already started).
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverVideo: Element | null }).serverVideo = document.querySelector(
          '[data-testid="learn-video"]',
        );
      }),
    );
    await start.click();
    await page.getByTestId('learn-video').waitFor();
    await hydrated(page.getByRole('link', { name: 'Next' }));
    await hydrated(page.getByTestId('learn-video'));
    assert.ok(
      await page.evaluate(() => {
        const server = (window as unknown as { serverVideo: Element | null }).serverVideo;
        return server !== null && server === document.querySelector('[data-testid="learn-video"]');
      }),
      'the server-rendered video element is the one on the page after hydration',
    );
    // Issue 28 item 4: until it plays, the video's frame shows the course's cover (the phone's largest paint),
    // fetched from the document's head at high priority rather than when the parser reaches the video.
    const poster = await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="learn-video"]');
      const data = (
        window as unknown as { __PORTICO__: { bootstrap: { page: { course: { cover: string } } } } }
      ).__PORTICO__;
      const preload = document.head.querySelector(`link[rel="preload"][as="image"][fetchpriority="high"]`);
      return {
        poster: video?.getAttribute('poster'),
        cover: data.bootstrap.page.course.cover,
        preloaded: preload?.getAttribute('href'),
      };
    });
    assert.ok(poster.cover, 'the demo course has a cover');
    assert.equal(poster.poster, poster.cover, 'the video shows the course cover until it plays');
    assert.equal(poster.preloaded, poster.cover, 'the head preloads the poster');
    // media-chrome's controls: every element the player renders is defined (only those are loaded, not the whole
    // package), and nothing moved while its code arrived and upgraded them (nor when the progress was saved).
    await page.waitForFunction(() => customElements.get('media-play-button') !== undefined);
    const undefinedControls = await page.evaluate(() =>
      Array.from(document.querySelectorAll('media-controller, media-controller *'))
        .map((element) => element.localName)
        .filter((name) => name.startsWith('media-') && customElements.get(name) === undefined),
    );
    assert.deepEqual(undefinedControls, []);
    const shifted = await shifts.read();
    assert.ok(shifted < 0.001, `the learning view shifted by ${shifted}`);
    // The video's length shows before it plays, also when its metadata arrived before the page hydrated.
    await page.getByTestId('video-time').filter({ hasText: '0:00 / 0:30' }).waitFor();
    await play(page, 6);
    await audit('learning view, video');
    await page.reload();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="learn-video"]') as HTMLVideoElement | null)?.readyState ??
        0 >= 1,
    );
    await page.waitForFunction(() => {
      const video = document.querySelector('[data-testid="learn-video"]') as HTMLVideoElement;
      return video.currentTime >= 1;
    });
    const resumed = await page.getByTestId('learn-video').evaluate((v: HTMLVideoElement) => v.currentTime);
    assert.ok(resumed >= 1 && resumed <= 11, `resumed at ${resumed}`);
    // Its play button plays the video.
    await page.locator('media-play-button').click();
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="learn-video"]') as HTMLVideoElement).paused,
    );
    // Watch the rest: complete at 90 % of its distinct seconds.
    await play(page, 29);
    await page.getByTestId('resource-done').waitFor();
    assert.equal(await progressText(page), '20% complete');

    // The PDF: open at page 1, turn to the last page.
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByTestId('pdf-page').filter({ hasText: 'Page 1 of 3' }).waitFor();
    await audit('learning view, PDF');
    for (const shown of ['Page 2 of 3', 'Page 3 of 3']) {
      await savedAfter(page, () => page.getByRole('button', { name: 'Next page' }).click());
      await page.getByTestId('pdf-page').filter({ hasText: shown }).waitFor();
    }
    await page.getByTestId('resource-done').waitFor();
    assert.equal(await progressText(page), '40% complete');

    // The article: read to its end.
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByText('End of the article').scrollIntoViewIfNeeded();
    await page.getByTestId('resource-done').waitFor();
    assert.equal(await progressText(page), '60% complete');
    await audit('learning view, article');

    // The course page shows the same stored number, and the learning center too.
    await page.goto(courseUrl(server.origin, course.id));
    assert.equal(await progressText(page), '60% complete');
    assert.equal(await page.getByTestId('continue-learning').textContent(), 'Continue learning');
    await page.goto(
      `${server.origin}/center/privateCenter.htm?schoolId=${DEMO.academy}&type=studyCenter_MyCourse&sxz-lang=en_US`,
    );
    await page.getByRole('listitem').filter({ hasText: course.name }).getByText('60%').first().waitFor();

    // Chapter 2 is open now: its article and link complete the course.
    await page.goto(courseUrl(server.origin, course.id));
    await page.getByRole('link', { name: /Practice and reflection|练习与反思/ }).click();
    await page.getByText('End of the article').scrollIntoViewIfNeeded();
    await page.getByTestId('resource-done').waitFor();
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByTestId('course-complete').waitFor();
    assert.equal(await progressText(page), '100% complete');
    await audit('learning view, course complete');
    const archive = await page.evaluate(async (school) => {
      const answer = await fetch(`/api/personal-center/v1/learning/archive?schoolId=${school}`);
      return ((await answer.json()) as { data: { records: Array<{ courseId: string }> } }).data.records;
    }, DEMO.academy);
    assert.ok(archive.some((record) => record.courseId === course.id));
    assert.deepEqual(problems, []);
  });

  it('a locked chapter says why; a visitor is asked to log in; the Arabic phone layout fits 320–390 px', async () => {
    const { page, problems, audit } = await openPage(browser, PHONE);
    await logInAs(page, server.origin, ACCOUNTS.learner);
    // The demo learner is part-way through this one (the video and the PDF are done).
    const python = await page.evaluate(async (school) => {
      const answer = await fetch(`/api/personal-center/v1/enrolments?schoolId=${school}&pageSize=20`);
      const list = (await answer.json()) as {
        data: { records: Array<{ course: { id: string; name: string }; progress: number }> };
      };
      return list.data.records.find((record) => record.course.name === 'Python 编程入门')!;
    }, DEMO.academy);
    await page.goto(courseUrl(server.origin, python.course.id, 'ar_SA'));
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.getByTestId('continue-learning').waitFor();
    assert.match((await progressText(page)) ?? '', /40/);
    // Chapter 2 opens after chapter 1: it says so, and its resources are not links yet.
    const lock = page.getByTestId('chapter-lock');
    assert.equal(await lock.count(), 1);
    // It names the chapter in the page language (issue 23 item 8).
    assert.match((await lock.textContent()) ?? '', /الفصل ١ · البداية/);
    assert.equal(await page.locator('li', { has: lock }).getByRole('link').count(), 0);
    await audit('course page, ar_SA phone');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll at ${width} px (${overflow})`);
    }
    // Continue goes to the first open resource not yet done: the article.
    await page.getByTestId('continue-learning').click();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await audit('learning view, ar_SA phone');
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `learning view fits (${overflow})`);
    // Its video on the phone: nothing moves while the player's code arrives and upgrades its elements (issue 28).
    const videoId = await page.evaluate(
      async ({ school, course }) => {
        const answer = await fetch(`/api/course/v1/open/courses/${course}/outline?schoolId=${school}`);
        const outline = (await answer.json()) as {
          data: { chapters: Array<{ resources: Array<{ id: string; kind: string }> }> };
        };
        return outline.data.chapters.flatMap((c) => c.resources).find((r) => r.kind === 'video')!.id;
      },
      { school: DEMO.academy, course: python.course.id },
    );
    const shifts = await recordLayoutShift(page);
    // At a phone's speed (Lighthouse's 4×), so the page paints before the player's code arrives, as on a phone.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(
      `${server.origin}/course/${DEMO.academy}/course-learn?courseId=${python.course.id}&resourceId=${videoId}&sxz-lang=ar_SA`,
    );
    await page.waitForFunction(() => customElements.get('media-play-button') !== undefined);
    await page.getByTestId('video-time').filter({ hasText: '/ 0:30' }).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const shifted = await shifts.read();
    assert.ok(shifted < 0.001, `the phone's learning view shifted by ${shifted}`);

    // A visitor opening the learning view is asked to log in.
    const visitor = await openPage(browser);
    await visitor.page.goto(
      `${server.origin}/course/${DEMO.academy}/course-learn?courseId=${python.course.id}&sxz-lang=en_US`,
    );
    await visitor.page.getByText('Log in to learn this course.').waitFor();
    await visitor.audit('learning view, visitor');
    assert.deepEqual(problems, []);
    assert.deepEqual(visitor.problems, []);
  });
});
