/**
 * Issue 25 items 2–3 in a real browser against the real server: a lecturer creates a course with a chapter, an
 * article, a link and an exam, reorders the resources by keyboard (dnd-kit), and submits it for review (the demo
 * academy has content review on); an admin rejects it with a comment; the author reads the comment, fixes the
 * course and resubmits; the admin approves (publishes); a visitor finds it in search and a learner enrols. A
 * 390 px phone pass in Arabic (right to left) and Chinese; axe on every state; screenshots in /tmp/shots-creation.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PHONE, openPage, type WatchedPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { DEMO_HANDOUT } from '../src/media-files.ts';
import { resultNames, searchFor } from '../src/search.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const SHOTS = '/tmp/shots-creation';
const TITLE = `Colour theory ${Date.now() % 100_000}`;
let courseId = '';

const centerUrl = (lang = 'en_US', query = '') =>
  `${server.origin}/iadmin/${DEMO.academy}/create-center/?sxz-lang=${lang}${query}`;

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The first (the school's default language) input of a per-language group. */
const defaultText = (page: Page | Locator, legend: string) =>
  page.getByRole('group', { name: legend }).getByRole('textbox').first();

const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function openCourse(page: Page, title: string): Promise<void> {
  await (await hydrated(page.getByRole('button', { name: title, exact: true }).first())).click();
  await page.getByRole('heading', { name: 'Review and publishing' }).waitFor();
}

async function addResource(page: Page, chapter: string, kind: string): Promise<void> {
  await page.getByRole('combobox', { name: `Kind of resource to add to ${chapter}` }).selectOption(kind);
  await page.getByRole('button', { name: `Add resource (${chapter})` }).click();
}

async function saveDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await status(page, 'All changes saved').waitFor();
}

const resourceOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Resources of Basics' })
    .getByRole('button', { name: /^(Reading|Colour)/ })
    .allTextContents();

async function as(account: string, width?: typeof PHONE): Promise<WatchedPage> {
  const watched = await openPage(browser, width ?? {});
  await logInAs(watched.page, server.origin, account);
  return watched;
}

describe('creation center', () => {
  it('an author builds a course, review rejects and then approves it, search finds it, a learner enrols', async () => {
    const author = await as(ACCOUNTS.teacher);
    const { page, audit } = author;
    await page.goto(centerUrl());
    await page.getByRole('heading', { name: 'My courses' }).waitFor();
    await page.getByText('Content review is on').first().waitFor();
    await audit('course list');

    // Create the course; the editor opens on its draft.
    await (await hydrated(defaultText(page, 'Course title'))).fill(TITLE);
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByRole('heading', { name: 'Review and publishing' }).waitFor();
    courseId = new URL(page.url()).searchParams.get('courseId') ?? '';
    assert.match(courseId, /^\d{19}$/);
    await page.getByText('Draft', { exact: true }).first().waitFor();

    // A chapter, renamed; an article, a link and an exam in it.
    await page.getByRole('button', { name: 'Add chapter' }).click();
    await page.getByRole('button', { name: 'Rename Chapter 1 (untitled)' }).click();
    await defaultText(page, 'Chapter title').fill('Basics');
    await page.getByRole('button', { name: 'Done Basics' }).click();
    await addResource(page, 'Basics', 'article');
    await page.getByRole('heading', { name: 'Edit resource: Article' }).waitFor();
    await defaultText(page, 'Resource title').fill('Reading colours');
    const body = page.getByRole('textbox', { name: 'Article text' });
    await body.click();
    await body.pressSequentially('Warm and cool colours.');
    await addResource(page, 'Basics', 'external');
    await defaultText(page, 'Resource title').fill('Colour wheel');
    await page.getByRole('textbox', { name: 'Link address' }).fill('https://example.org/colour-wheel');
    await addResource(page, 'Basics', 'exam');
    await defaultText(page, 'Resource title').fill('Colour quiz');
    await page.getByRole('combobox', { name: 'Exam' }).selectOption({ index: 1 });
    // A PDF through the media slot (the resumable uploader of features/media-upload).
    await addResource(page, 'Basics', 'document');
    await defaultText(page, 'Resource title').fill('Colour chart');
    await page.getByLabel('File: Document (PDF)').setInputFiles({
      name: 'colour-chart.pdf',
      mimeType: 'application/pdf',
      buffer: DEMO_HANDOUT(),
    });
    await page.getByTestId('media-upload-result').filter({ hasText: 'colour-chart.pdf' }).waitFor();
    await audit('editor, PDF uploaded');
    await status(page, 'Unsaved changes').waitFor();
    await saveDraft(page);
    await audit('editor, saved');

    // Reorder by keyboard: the quiz goes above the link (space picks up, arrow up, space drops).
    assert.deepEqual(await resourceOrder(page), [
      'Reading colours',
      'Colour wheel',
      'Colour quiz',
      'Colour chart',
    ]);
    const handle = page.getByRole('button', { name: 'Drag Colour quiz' });
    await handle.focus();
    // Each key waits for dnd-kit's announcement: the sensor measures the list between keys.
    const said = (text: string) => page.getByText(text).first().waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    // Picking up announces the pick, then at once where it is over (the live region keeps the last).
    await said('Colour quiz is over position 3 of 4.');
    await page.keyboard.press('ArrowUp');
    await said('Colour quiz is over position 2 of 4.');
    await page.keyboard.press('Space');
    await page.getByText('Colour quiz moved to position 2 of 4.').first().waitFor({ state: 'attached' });
    assert.deepEqual(await resourceOrder(page), [
      'Reading colours',
      'Colour quiz',
      'Colour wheel',
      'Colour chart',
    ]);
    await saveDraft(page);
    await shot(page, 'editor-desktop-en_US');

    await page.getByRole('button', { name: 'Submit for review' }).click();
    await status(page, 'Submitted for review.').waitFor();
    await page.getByText('In review', { exact: true }).first().waitFor();
    await audit('in review (author)');

    // The admin rejects it with a comment.
    const admin = await as(ACCOUNTS.admin);
    await admin.page.goto(centerUrl());
    await admin.page.getByRole('heading', { name: 'Waiting for review' }).waitFor();
    await admin.audit('review queue');
    await openCourse(admin.page, TITLE);
    await admin.page.getByRole('button', { name: 'Reject…' }).click();
    await admin.page
      .getByRole('textbox', { name: 'Comment for the author (required)' })
      .fill('Add a description.');
    await admin.audit('reject form');
    await admin.page.getByRole('button', { name: 'Reject with this comment' }).click();
    await status(admin.page, 'Rejected; the author has been told why.').waitFor();

    // The author reads the comment, fixes the course and resubmits.
    await page.goto(centerUrl());
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
    await row.getByText('Add a description.').waitFor();
    await row.getByText('Rejected', { exact: true }).waitFor();
    await audit('rejected in the list');
    await openCourse(page, TITLE);
    await defaultText(page, 'Description').fill('Hue, value and saturation for designers.');
    await saveDraft(page);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await status(page, 'Submitted for review.').waitFor();

    // The admin approves: the course is published.
    await admin.page.goto(centerUrl(`en_US`, `&courseId=${courseId}`));
    await (await hydrated(admin.page.getByRole('button', { name: 'Approve and publish' }))).click();
    await status(admin.page, 'Approved and published.').waitFor();
    await admin.page.getByText('Published (version 1)', { exact: true }).first().waitFor();
    await admin.audit('published');
    await admin.page.getByText('Version history').click();
    await admin.page.getByText(/Version 1, published .* by /).waitFor();
    await shot(admin.page, 'published-desktop-en_US');

    // A visitor finds it in search; a learner enrols.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    await searchFor(visitor.page, TITLE);
    assert.ok((await resultNames(visitor.page)).includes(TITLE), 'the published course is in search');
    const learner = await as(ACCOUNTS.learner);
    await learner.page.goto(
      `${server.origin}/course/${DEMO.academy}/course-view?courseId=${courseId}&sxz-lang=en_US`,
    );
    await (await hydrated(learner.page.getByRole('button', { name: 'Enrol', exact: true }))).click();
    // The course's own counter reads "Enrolled: N" before the press: wait for the learner's state.
    await learner.page.getByText('Enrolled · 0% done').waitFor();
    await learner.page.getByText('Reading colours').first().waitFor();

    for (const watched of [author, admin, visitor, learner]) assert.deepEqual(watched.problems, []);
  });

  it('works on a 390 px phone, right to left in Arabic and in Chinese', async () => {
    for (const lang of ['ar_SA', 'zh_CN']) {
      const { page, problems, audit } = await as(ACCOUNTS.teacher, PHONE);
      await page.goto(centerUrl(lang));
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      assert.equal(await page.locator('html').getAttribute('dir'), lang === 'ar_SA' ? 'rtl' : 'ltr');
      await page.getByRole('button', { name: TITLE, exact: true }).first().waitFor();
      await audit(`course list, phone, ${lang}`);
      await shot(page, `list-phone-${lang}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
      await page.goto(centerUrl(lang, `&courseId=${courseId}`));
      await page.getByRole('list').filter({ hasText: 'Colour quiz' }).first().waitFor();
      await audit(`editor, phone, ${lang}`);
      await shot(page, `editor-phone-${lang}`);
      await page
        .locator('section[aria-labelledby="creation-outline-title"]')
        .screenshot({ path: `${SHOTS}/outline-phone-${lang}.png` });
      assert.deepEqual(problems, []);
      await page.context().close();
    }
    for (const lang of ['zh_CN', 'ar_SA']) {
      const { page, problems, audit } = await as(ACCOUNTS.teacher);
      await page.goto(centerUrl(lang, `&courseId=${courseId}`));
      await page.getByRole('list').filter({ hasText: 'Colour quiz' }).first().waitFor();
      await audit(`editor, desktop, ${lang}`);
      await shot(page, `editor-desktop-${lang}`);
      assert.deepEqual(problems, []);
      await page.context().close();
    }
  });
});
