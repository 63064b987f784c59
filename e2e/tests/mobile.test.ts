/**
 * The responsive shell on a phone (issue 10 item 1) in Chromium against the real server: a 390 × 844 touch profile
 * (isMobile, hasTouch, deviceScaleFactor 3) in zh_CN, en_US and ar_SA. No sideways scrolling at 320, 390 and
 * 768 px on home, search and course; the menu drawer opens by tap, traps focus, closes with Escape and gives focus
 * back; search works from the phone header; every target is at least 24 × 24 px; dialogs fit 320 px; nothing shifts.
 * Set E2E_SHOTS=/tmp/shots to keep screenshots of each state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LanguageCode } from '@portico/core';
import type { NavigationGroup } from '@portico/contracts';
import type { Page } from 'playwright-core';
import { openPage, PHONE } from '../src/browser.ts';
import { api, DEMO } from '../src/demo.ts';
import { messages } from '../src/messages.ts';
import {
  menuButton,
  recordLayoutShift,
  searchToggle,
  shot,
  smallTargets,
  waitHydrated,
  widths,
} from '../src/mobile.ts';
import { navigationGroups } from '../src/nav.ts';
import { searchBox } from '../src/search.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const LANGS: LanguageCode[] = ['zh_CN', 'en_US', 'ar_SA'];
let group: NavigationGroup;
let courseId: string;

serverAndBrowserPerFile(async () => {
  group = (await navigationGroups(server.origin, DEMO.academy))[0]!;
  const latest = await api<{ data: { latestCurriculum: Array<{ id: string }> } }>(
    server.origin,
    `/api/portal/api/v1/portal/open/latest-courses?schoolId=${DEMO.academy}&limit=1`,
  );
  courseId = latest.data.latestCurriculum[0]!.id;
});

const pages = (lang: LanguageCode) => ({
  home: `/portal/${DEMO.academy}?sxz-lang=${lang}`,
  search: `/portal/${DEMO.academy}/search?keyword=Python&activeIndex=-1&sxz-lang=${lang}`,
  course: `/course/${DEMO.academy}/course-view?courseId=${courseId}&sxz-lang=${lang}`,
});

async function phone(path: string, width: number = PHONE.width) {
  const watched = await openPage(browser, { ...PHONE, width });
  const cls = await recordLayoutShift(watched.page);
  await watched.page.goto(`${server.origin}${path}`);
  await waitHydrated(watched.page);
  return { ...watched, cls };
}

/** Opens the drawer by a tap and answers it once its content is there. */
async function openDrawer(page: Page, lang: LanguageCode) {
  await menuButton(page).tap();
  const drawer = page.getByRole('dialog', { name: messages(lang)['header.menu'] });
  await drawer.getByRole('navigation').waitFor();
  return drawer;
}

const focusInDrawer = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

describe('phone layout', () => {
  for (const lang of LANGS) {
    it(`${lang}: no sideways scrolling at 320, 390 and 768 px on home, search and course; no layout shift`, async () => {
      for (const width of [320, 390, 768]) {
        for (const [name, path] of Object.entries(pages(lang))) {
          const { page, problems, cls } = await phone(path, width);
          await page.waitForTimeout(300);
          const { scrollWidth, innerWidth } = await widths(page);
          assert.equal(innerWidth, width, `${name} ${width}: the page is laid out for the screen`);
          assert.ok(scrollWidth <= innerWidth, `${name} at ${width}px scrolls sideways: ${scrollWidth}`);
          // The compact header: logo, search and menu buttons; the desktop rows' other components are hidden.
          assert.equal(await page.locator('header nav ul[data-nav-budget]').isVisible(), false);
          assert.ok(await menuButton(page).isVisible());
          const score = await cls.read();
          assert.ok(score <= 0.05, `${name} at ${width}px: layout shift ${score}`);
          if (width === 390) await shot(page, `phone-${lang}-${name}`);
          assert.deepEqual(problems, [], `${name} ${width}`);
          await page.context().close();
        }
      }
    });

    it(`${lang}: the menu drawer opens by tap, holds the whole navigation, traps focus, Escape gives focus back`, async () => {
      const { page, problems, audit } = await phone(pages(lang).home);
      const t = messages(lang);
      const drawer = await openDrawer(page, lang);
      assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'true');
      // Modal: the page behind is hidden from assistive technology while the drawer is open.
      assert.ok(
        await page.evaluate(() => document.querySelector('main')?.closest('[aria-hidden="true"]') !== null),
      );
      assert.ok(await focusInDrawer(page), 'focus moved into the drawer');
      // Every top-level page of the group (those past More on the desktop too), languages and login.
      const links = await drawer.getByRole('link').allTextContents();
      const text = (await drawer.textContent()) ?? '';
      // Titles in the page language (issue 13 §2): the API gives them translated when asked with it.
      const inLang =
        lang === 'ar_SA' ? (await navigationGroups(server.origin, DEMO.academy, lang))[0]! : group;
      const shownPages = inLang.navigationPages
        .filter((p) => p.isView && p.pageType !== 'learningGroup')
        .sort((a, b) => a.index - b.index);
      shownPages.forEach((p, i) => {
        const label =
          i === 0 ? t['header.home']! : lang === 'en_US' && p.nameEn ? p.nameEn : p.showName || p.name;
        // Custom menus (pageId "1") are a heading over their entries; every other page is a link.
        if (p.pageId === '1' || p.pageType === 'menu')
          assert.ok(text.includes(label), `${label} in the drawer`);
        else assert.ok(links.includes(label), `${label} is a link in the drawer`);
      });
      for (const language of ['English', '简体中文', 'العربية'])
        assert.ok(
          links.some((link) => link.startsWith(language)),
          `${language} in ${links.join(', ')}`,
        );
      assert.ok(links.includes(t['header.login']!), 'login');
      await drawer.getByRole('button', { name: t['header.categories'] }).tap();
      await drawer.locator('[aria-expanded] + ul button').first().tap();
      await drawer.locator('[data-category-children] a').first().waitFor();
      await audit(`drawer ${lang}`);
      await shot(page, `phone-${lang}-drawer`);
      // Focus stays inside: Tab past the last element and Shift+Tab before the first come back around.
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        assert.ok(await focusInDrawer(page), `Tab ${i} stayed in the drawer`);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        assert.ok(await focusInDrawer(page), `Shift+Tab ${i} stayed in the drawer`);
      }
      // Right-to-left: the sheet comes from the right edge.
      const box = (await drawer.boundingBox())!;
      if (lang === 'ar_SA') assert.ok(Math.abs(box.x + box.width - PHONE.width) <= 1, 'at the right edge');
      else assert.ok(box.x <= 1, 'at the left edge');
      assert.deepEqual(await smallTargets(page, '[role="dialog"]'), [], 'targets in the drawer');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog');
      assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');
      assert.deepEqual(problems, []);
      await page.context().close();
    });

    it(`${lang}: search from the phone header — type, submit, results; the results page keeps the row open`, async () => {
      const { page, problems, audit } = await phone(pages(lang).home);
      const t = messages(lang);
      await searchToggle(page).tap();
      const box = searchBox(page, t['header.searchLabel']);
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
      // Focus opens the search card with the hot searches.
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      assert.deepEqual(await smallTargets(page, 'header'), [], 'targets in the header and search card');
      await audit(`phone search card ${lang}`);
      await shot(page, `phone-${lang}-search-card`);
      await box.fill('Python');
      await page
        .getByRole('banner')
        .getByRole('button', { name: t['header.searchSubmit'], exact: true })
        .tap();
      await page.waitForURL(
        (url) => url.pathname.endsWith('/search') && url.searchParams.get('keyword') === 'Python',
      );
      await page.getByRole('main').getByRole('listitem').first().waitFor();
      assert.equal(await searchBox(page, t['header.searchLabel']).inputValue(), 'Python');
      assert.equal(await searchToggle(page).getAttribute('aria-expanded'), 'true');
      const { scrollWidth, innerWidth } = await widths(page);
      assert.ok(scrollWidth <= innerWidth, `results page scrolls sideways: ${scrollWidth}`);
      await shot(page, `phone-${lang}-results`);
      assert.deepEqual(problems, []);
      await page.context().close();
    });
  }

  it('every header target is at least 24 × 24 px at 320 and 390 px', async () => {
    for (const width of [320, 390]) {
      const { page, problems } = await phone(pages('en_US').home, width);
      assert.deepEqual(await smallTargets(page, 'header'), [], `header at ${width}px`);
      assert.deepEqual(problems, []);
      await page.context().close();
    }
  });

  it('dialogs fit a 320 px screen: the school switcher and the login dialog opened from the drawer', async () => {
    const { page, problems, audit } = await phone(pages('en_US').home, 320);
    const en = messages('en_US');
    const fits = async (name: string) => {
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      const box = (await dialog.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 320, `${name}: ${box.x}+${box.width}`);
      assert.ok(
        await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth),
        `${name} scrolls sideways inside`,
      );
      assert.ok((await widths(page)).scrollWidth <= 320);
      await audit(`${name} at 320px`);
      await shot(page, `phone-320-${name}`);
    };
    let drawer = await openDrawer(page, 'en_US');
    await drawer.getByRole('button', { name: en['switcher.open'] }).tap();
    await fits(en['switcher.title']!);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: en['switcher.title'] }).waitFor({ state: 'detached' });
    drawer = page.getByRole('dialog', { name: en['header.menu'] });
    await drawer.getByRole('link', { name: en['header.myLearning'] }).tap();
    await fits(en['route.login']!);
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
