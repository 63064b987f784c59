/**
 * Issue 23 item 8 in a real browser against the real server and the demo data: en_US and ar_SA pages — the
 * portal home, the "more" page, the header's category menu and a course page — show no Chinese seed text (a
 * regex over the text content) and counts in the page language's compact form; the demo learner's course page
 * (outline included), learning view and learning center — after a client-side filter switch too — show none either;
 * an admin's per-language course title and chapter title written in the console's catalogue section show on the
 * course page. axe
 * audits every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import type { LatestCourse } from '@portico/contracts';
import { openPage } from '../src/browser.ts';
import { DEMO, api } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';
import { ACCOUNTS, center, logInAs } from '../src/user-panel.ts';

serverAndBrowserPerFile();

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;
const A = DEMO.academy;

/** The Chinese characters of a region's text, with the text around the first one (for a readable failure). */
async function chineseIn(region: Locator): Promise<string[]> {
  const text = (await region.first().innerText()).replace(/\s+/g, ' ');
  return [...text.matchAll(CJK)].map((match) => text.slice(Math.max(0, match.index - 20), match.index + 20));
}

async function pythonCourseId(): Promise<string> {
  const body = await api<{ data: { latestCurriculum: LatestCourse[] } }>(
    server.origin,
    `/api/portal/api/v1/portal/open/latest-courses?schoolId=${A}&limit=50&sxz-lang=zh_CN`,
  );
  const course = body.data.latestCurriculum.find((row) => row.name === 'Python 编程入门');
  assert.ok(course, 'the demo Python course');
  return course.id;
}

describe('catalogue in the page language', () => {
  for (const lang of ['en_US', 'ar_SA'] as const) {
    it(`${lang}: home, more page, category menu and course page show no Chinese seed text`, async () => {
      const t = messages(lang);
      const { page, audit, problems } = await openPage(browser);
      await page.goto(`${server.origin}/portal/${A}?sxz-lang=${lang}`);
      await page.locator('footer').waitFor();
      assert.deepEqual(await chineseIn(page.locator('main')), [], `home main (${lang})`);
      // Counts in the language's own compact form: the spec's "w" belongs to Chinese pages only.
      assert.doesNotMatch(await page.locator('main').innerText(), /\d(\.\d)?w\b/);

      const menu = await hydrated(page.getByRole('button', { name: t['header.categories'] }).first());
      await menu.click();
      const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
      await panel.waitFor();
      assert.deepEqual(await chineseIn(panel), []);
      await audit(`category menu ${lang}`);
      await page.keyboard.press('Escape');

      await page.goto(`${server.origin}/portal/${A}/more?sxz-lang=${lang}`);
      await page.locator('footer').waitFor();
      assert.deepEqual(await chineseIn(page.locator('main')), [], `more page main (${lang})`);

      await page.goto(
        `${server.origin}/course/${A}/course-view?courseId=${await pythonCourseId()}&sxz-lang=${lang}`,
      );
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      assert.equal(
        await heading.innerText(),
        lang === 'en_US' ? 'Introduction to Python Programming' : 'مدخل إلى البرمجة بلغة بايثون',
      );
      // The course's own texts (title, description, lecturer, category, department); the outline is checked as
      // the learner sees it below.
      assert.deepEqual(await chineseIn(page.locator('main h1')), []);
      assert.deepEqual(await chineseIn(page.locator('main dl')), []);
      assert.deepEqual(problems, []);
      await page.context().close();
    });
  }

  for (const lang of ['en_US', 'ar_SA'] as const) {
    it(`${lang}: the learner's course page, learning view and learning center show no Chinese seed text`, async () => {
      const courseId = await pythonCourseId();
      const { page, audit, problems } = await openPage(browser);
      await logInAs(page, server.origin, ACCOUNTS.learner);

      // The course page with its outline: chapter and resource titles in the page language.
      await page.goto(`${server.origin}/course/${A}/course-view?courseId=${courseId}&sxz-lang=${lang}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .locator('main')
        .getByText(lang === 'en_US' ? 'Welcome video' : 'فيديو الترحيب')
        .first()
        .waitFor();
      assert.deepEqual(await chineseIn(page.locator('main')), [], `course page main (${lang})`);

      // The learning view: "Continue" opens the learner's next resource (an article: its body is text).
      await page.goto(`${server.origin}/course/${A}/course-learn?courseId=${courseId}&sxz-lang=${lang}`);
      await page
        .locator('main')
        .getByRole('heading', { name: lang === 'en_US' ? 'How to study' : 'طريقة الدراسة' })
        .waitFor();
      assert.deepEqual(await chineseIn(page.locator('main')), [], `learning view main (${lang})`);
      await audit(`learning view ${lang}`);

      // The learning center's courses, then another filter fetched by the browser after hydration.
      await page.goto(`${server.origin}${center(A, 'studyCenter_MyCourse', lang)}`);
      const cards = page.locator('main li h3');
      await cards.first().waitFor();
      assert.deepEqual(await chineseIn(page.locator('main')), [], `learning center main (${lang})`);
      const fetched = page.waitForResponse((res) => res.url().includes('/api/personal-center/v1/enrolments'));
      await (await hydrated(page.locator('a[data-status="in-progress"]'))).click();
      const response = await fetched;
      // The browser's own fetch names the page's language (the server answers in it).
      assert.equal(response.request().headers()['sxz-lang'], lang);
      const listed = ((await response.json()) as { data: { records: unknown[] } }).data.records.length;
      await page.waitForURL(/status=in-progress/);
      await page.waitForFunction((n) => document.querySelectorAll('main li h3').length === n, listed);
      const names = await cards.allTextContents();
      assert.ok(
        names.includes(
          lang === 'en_US' ? 'Introduction to Python Programming' : 'مدخل إلى البرمجة بلغة بايثون',
        ),
        names.join(' | '),
      );
      assert.deepEqual(await chineseIn(page.locator('main')), [], `learning center in progress (${lang})`);
      await audit(`learning center in progress ${lang}`);
      assert.deepEqual(problems, []);
      await page.context().close();
    });
  }

  it('a course title written in the console shows on the course page in that language', async () => {
    const t = messages('en_US', 'console');
    const courseId = await pythonCourseId();
    const admin = await openPage(browser);
    const back = `/iadmin/${A}/management/catalogue?sxz-lang=en_US`;
    await admin.page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
    await logInThroughForm(admin.page, 'admin@demo.test');
    await admin.page.waitForURL((url) => `${url.pathname}${url.search}` === back);
    await admin.page.getByRole('heading', { level: 2, name: t['console.catalogue.heading'] }).waitFor();
    const picker = await hydrated(admin.page.getByLabel(t['console.catalogue.pick']!));
    await picker.selectOption(`course:${courseId}`);
    const title = admin.page.getByRole('group', { name: t['console.catalogue.courseName'], exact: true });
    // The other languages fold away unless some are written (the demo course has English and Arabic).
    const details = title.locator('details');
    if (!(await details.evaluate((node) => (node as HTMLDetailsElement).open)))
      await title.locator('summary').click();
    const english = title.getByLabel('English', { exact: true });
    await english.waitFor();
    assert.equal(await english.inputValue(), 'Introduction to Python Programming');
    await english.fill('Python from First Principles');
    // The outline's titles too: the first chapter's English title, named by its default (Chinese) title.
    const chapter = admin.page.getByRole('group', {
      name: t['console.catalogue.chapter']!.replace('{{title}}', '第一章 入门'),
    });
    const chapterDetails = chapter.locator('details');
    if (!(await chapterDetails.evaluate((node) => (node as HTMLDetailsElement).open)))
      await chapter.locator('summary').click();
    const chapterEnglish = chapter.getByLabel('English', { exact: true });
    assert.equal(await chapterEnglish.inputValue(), 'Chapter 1 · Getting started');
    await chapterEnglish.fill('Chapter 1 · First steps');
    await admin.audit('catalogue section, course texts open');
    await admin.page.getByRole('button', { name: t['console.save'] }).click();
    await admin.page.getByRole('status').getByText(t['console.saved']!).waitFor();

    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.origin}/course/${A}/course-view?courseId=${courseId}&sxz-lang=en_US`);
    assert.equal(
      await visitor.page.getByRole('heading', { level: 1 }).innerText(),
      'Python from First Principles',
    );
    // The chapter's heading and the second chapter's lock, which names it.
    await visitor.page.locator('main').getByText('Chapter 1 · First steps').first().waitFor();
    // Chinese pages keep the row's own text; the home's course card shows the new English title too.
    await visitor.page.goto(`${server.origin}/course/${A}/course-view?courseId=${courseId}&sxz-lang=zh_CN`);
    assert.equal(await visitor.page.getByRole('heading', { level: 1 }).innerText(), 'Python 编程入门');
    await visitor.page.goto(`${server.origin}/portal/${A}?sxz-lang=en_US`);
    await visitor.page.getByText('Python from First Principles').first().waitFor();
    assert.deepEqual([...admin.problems, ...visitor.problems], []);
    await admin.page.context().close();
    await visitor.page.context().close();
  });
});
