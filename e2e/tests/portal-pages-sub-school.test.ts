/**
 * Issue 27 in a real browser against the real server, for a sub-school: an administrator of the demo sub-school
 * composes its home page in design mode — a rich text written in Chinese and English (the language picker switches
 * the editor) and a hand-picked course row built with the course picker (found by title, reordered) — saves the
 * draft, opens the preview on the sub-school portal, publishes; a visitor then sees it on the sub-school portal,
 * in the text of the page language. axe (WCAG 2.2 AA) audits every state; desktop 1440 px and phone 390 px.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const t = messages('en_US', 'console');
const main = messages('en_US');
const dnd = messages('en_US', 'creation');

const SUB = DEMO.subSchool;
const portal = (lang: string) => `/portal/${DEMO.academy}/sub-school/${SUB}?sxz-lang=${lang}`;
const ZH_TEXT = '分院开放日在本周六上午';
const EN_TEXT = 'The branch open day is this Saturday morning';
const TITLE = '分院动态';
const FIRST = 'Beijing branch course 1';
const THIRD = 'Beijing branch course 3';

async function logIn(page: Page, account: string, back: string) {
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
  await logInThroughForm(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
}

/** The sub-school's HOME page id and default language, as the designer's API answers them (admin's session). */
async function homePage(page: Page): Promise<{ pageId: string; defaultLang: string }> {
  return page.evaluate(async (schoolId) => {
    const list = (await (
      await fetch(`/api/console/${schoolId}/portal-pages`, { credentials: 'same-origin' })
    ).json()) as { data: { data: { pageId: string; pageType: number }[] } };
    const pageId = list.data.data.find((p) => p.pageType === 2)!.pageId;
    const one = (await (
      await fetch(`/api/console/${schoolId}/portal-pages/${pageId}`, { credentials: 'same-origin' })
    ).json()) as { data: { data: { defaultLang: string } } };
    return { pageId, defaultLang: one.data.data.defaultLang };
  }, SUB);
}

/** Adds a module of `kind` at the end of the page; it is then the one being edited. */
async function addModule(page: Page, kind: string) {
  await page.getByLabel(t['console.pages.kind']!).selectOption(kind);
  await page.getByRole('button', { name: t['console.pages.add'] }).click();
  const label = t[`console.pages.kind.${kind}`]!;
  await page.getByText(fill(t['console.pages.added']!, { item: label })).waitFor();
  return page.getByRole('group', { name: fill(t['console.pages.editing']!, { item: label }) });
}

describe('a sub-school’s composed home page', () => {
  it('its admin writes a rich text in two languages, picks courses, previews and publishes; visitors see it', async () => {
    const { page, audit } = await openPage(browser);
    await logIn(page, 'admin@demo.test', `/design/portal?schoolId=${SUB}&sxz-lang=en_US`);
    await page.getByRole('heading', { level: 2, name: t['console.pages.pickerTitle'] }).waitFor();
    await audit('sub-school design mode page list');
    const { pageId, defaultLang } = await homePage(page);
    assert.equal(defaultLang, 'zh_CN', 'the demo sub-school writes in Chinese first');
    await page.goto(`${server.origin}/design/portal?schoolId=${SUB}&pageId=${pageId}&sxz-lang=en_US`);
    await hydrated(page.getByRole('list', { name: t['console.pages.modules'] }));

    // A rich text: the default language's text, then the English one through the language picker.
    const text = await addModule(page, 'richText');
    await text
      .getByRole('group', { name: t['console.pages.title'] })
      .getByRole('textbox')
      .first()
      .fill(TITLE);
    await text.getByTestId('rich-text-area').click();
    await page.keyboard.type(ZH_TEXT);
    const picker = text.getByLabel(t['console.pages.textLang']!);
    await picker.selectOption('en_US');
    const english = text.getByTestId('rich-text-area');
    await english.waitFor();
    assert.equal((await english.textContent())?.trim(), '', 'the English text starts empty');
    await text.getByText(t['console.pages.textFallbackHint']!).waitFor();
    await english.click();
    await page.keyboard.type(EN_TEXT);
    await picker.selectOption(defaultLang);
    await text.getByTestId('rich-text-area').getByText(ZH_TEXT).waitFor();
    await audit('designer, rich text per language');

    // A hand-picked course row: found by title, added, the later pick moved first.
    const row = await addModule(page, 'courseRow');
    await row.getByLabel(t['console.pages.source']!, { exact: true }).selectOption('picked');
    await row.getByText(t['console.pages.pickedEmpty']!).waitFor();
    await row.getByRole('searchbox', { name: t['console.pages.findCourse'] }).fill('branch course');
    await row.getByText(fill(t['console.pages.foundHint']!, { text: 'branch course' })).waitFor();
    await row.getByRole('button', { name: fill(t['console.pages.addCourse']!, { item: THIRD }) }).click();
    await row.getByRole('button', { name: fill(t['console.pages.addCourse']!, { item: FIRST }) }).click();
    await row.getByRole('button', { name: fill(dnd['creation.outline.moveUp']!, { item: FIRST }) }).click();
    await row
      .getByText(fill(t['console.pages.courseMoved']!, { item: FIRST, position: 1, total: 2 }))
      .waitFor({ state: 'attached' });
    const picked = await row.getByRole('list', { name: t['console.pages.picked'] }).innerText();
    assert.ok(picked.indexOf(FIRST) < picked.indexOf(THIRD), picked);
    // The live preview draws the picks in that order.
    const previewRow = page.locator('[data-preview-width="1440"] [data-module-kind="courseRow"]').last();
    await previewRow.getByText(THIRD).waitFor();
    const drawn = await previewRow.innerText();
    assert.ok(drawn.indexOf(FIRST) < drawn.indexOf(THIRD), drawn);
    await audit('designer, course picker');

    await page.getByRole('button', { name: t['console.pages.saveDraft'] }).click();
    await page.getByText(t['console.saved']!).waitFor();
    // The preview opens on the sub-school portal: the banner over the saved draft.
    const href = await page.getByRole('link', { name: t['console.pages.openPreview'] }).getAttribute('href');
    assert.match(href ?? '', new RegExp(`^/portal/${DEMO.academy}/sub-school/${SUB}\\?`));
    const preview = await page.context().newPage();
    await preview.goto(`${server.origin}${href}`);
    await preview.getByRole('region', { name: main['preview.banner'] }).waitFor();
    await preview.getByText(EN_TEXT).waitFor();
    await preview.close();
    // Visitors still see the published page.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.origin}${portal('en_US')}`);
    await visitor.page.getByRole('heading', { level: 2, name: 'Most viewed courses' }).waitFor();
    assert.equal(await visitor.page.getByText(EN_TEXT).count(), 0);
    await page.getByRole('button', { name: t['console.pages.publish'] }).click();
    await page.getByText(t['console.pages.published']!).waitFor();
    await audit('designer after publishing');

    // The visitor: the English text on an English page, the Chinese one on a Chinese page, Chinese as the
    // fallback of a language with no text of its own.
    await visitor.page.goto(`${server.origin}${portal('en_US')}`);
    await visitor.page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await visitor.page.getByText(EN_TEXT).waitFor();
    assert.equal(await visitor.page.getByText(ZH_TEXT).count(), 0);
    const courses = await visitor.page.locator('main [data-module-kind="courseRow"]').last().innerText();
    assert.ok(courses.indexOf(FIRST) >= 0 && courses.indexOf(FIRST) < courses.indexOf(THIRD), courses);
    await visitor.audit('visitor, sub-school page in English');
    for (const lang of ['zh_CN', 'ar_SA']) {
      await visitor.page.goto(`${server.origin}${portal(lang)}`);
      await visitor.page.getByText(ZH_TEXT).waitFor();
      assert.equal(await visitor.page.getByText(EN_TEXT).count(), 0);
      await visitor.audit(`visitor, sub-school page in ${lang}`);
    }
    await visitor.page.context().close();
    await page.context().close();
  });

  it('390: a visitor sees the sub-school’s composed home in Arabic, right to left, without sideways scrolling', async () => {
    const { page, audit } = await openPage(browser, PHONE);
    await page.goto(`${server.origin}${portal('ar_SA')}`);
    // The seeded page's modules, in Arabic.
    await page.getByRole('heading', { level: 2, name: 'الدورات الأكثر مشاهدة' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'روابط سريعة' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    const box = await page.locator('[aria-roledescription="carousel"] img').first().boundingBox();
    assert.ok(box && box.height > 0, 'the banner image has its height before loading');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `horizontal scroll ${overflow}px`);
    await audit('visitor, sub-school page at 390 px in Arabic');
    await page.context().close();
  });
});
