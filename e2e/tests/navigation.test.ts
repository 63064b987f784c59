/**
 * Header navigation in Chromium against the real server (issue 4): which items stay visible at 1440 and 1200 px
 * (core's splitNavOverflow over the measured row; below 1200 px the compact header's drawer holds the navigation) and what More holds, for templates index1 (Demo Academy), index2
 * (the O3 school) and index3 (the exclusive school's second group); hover timing; keyboard use of More and the
 * function menu; right-to-left; switching navigation groups.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LanguageCode } from '@portico/core';
import type { NavigationGroup } from '@portico/contracts';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { messages } from '../src/messages.ts';
import { expectedNav, focusedText, navigationGroups, readNav, tabTo, visitNav } from '../src/nav.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const groups: Record<string, NavigationGroup[]> = {};
const en = messages('en_US');

serverAndBrowserPerFile(async () => {
  for (const id of [DEMO.academy, DEMO.o3School, DEMO.exclusiveSchool]) {
    groups[id] = await navigationGroups(server.origin, id);
  }
});

const visit = (path: string, width = 1440) => visitNav(browser, `${server.origin}${path}`, width);

const banner = (page: Page) => page.getByRole('banner');

describe('visible items and More per template and width', () => {
  const index3 = () => groups[DEMO.exclusiveSchool]!.find((g) => g.templateName === 'index3')!;
  const cases: Array<[string, () => NavigationGroup, string, boolean, boolean, string]> = [
    ['Demo Academy', () => groups[DEMO.academy]![0]!, DEMO.academy, false, false, 'index1'],
    ['O3 school (O3 counts)', () => groups[DEMO.o3School]![0]!, DEMO.o3School, true, false, 'index2'],
    ['exclusive school, second group', index3, DEMO.exclusiveSchool, false, true, 'index3'],
  ];
  for (const [name, group, schoolId, isO3, withGroup, template] of cases) {
    for (const lang of ['en_US', 'zh_CN'] as LanguageCode[]) {
      it(`${name} (${template}), ${lang}: 1440 and 1200 px`, async () => {
        const g = group();
        assert.equal(g.templateName, template);
        const query = `sxz-lang=${lang}${withGroup ? `&navGroupId=${g.id}` : ''}`;
        const seen: Record<number, number> = {};
        for (const width of [1440, 1200]) {
          const { page, problems } = await visit(`/portal/${schoolId}?${query}`, width);
          const view = await readNav(page);
          const expected = expectedNav(g, lang, isO3, view.budget, view.bold);
          assert.ok(view.budget > 0 && view.budget <= 1440, `budget ${view.budget}`);
          assert.deepEqual(view.visible, expected.visible, `${width}px visible`);
          assert.deepEqual(view.more, expected.more, `${width}px More`);
          assert.equal(view.moreButton !== null, expected.more.length > 0);
          // The estimate never underestimates: one row, inside the bar.
          for (const item of view.items) {
            assert.equal(Math.round(item.y), Math.round(view.items[0]!.y), 'one row');
            assert.ok(item.right <= view.bar.right + 1 && item.x >= view.bar.x - 1, 'inside the bar');
          }
          seen[width] = view.visible.length;
          assert.deepEqual(problems, []);
          await page.context().close();
        }
        assert.ok(
          seen[1200]! <= seen[1440]!,
          `1200 px shows at most what 1440 px shows (${JSON.stringify(seen)})`,
        );
      });
    }
  }

  it('Demo Academy and the O3 school overflow into More at 1440 px; the O3 school keeps fewer at 1200 px', async () => {
    for (const id of [DEMO.academy, DEMO.o3School]) {
      const wide = await visit(`/portal/${id}?sxz-lang=en_US`, 1440);
      const narrow = await visit(`/portal/${id}?sxz-lang=en_US`, 1200);
      const [a, b] = [await readNav(wide.page), await readNav(narrow.page)];
      assert.ok(a.more.length > 0, `${id} has More at 1440`);
      // The Demo Academy's six English labels (its template count) still fit at 1200 px; the O3 school's ten do not.
      if (id === DEMO.o3School) {
        assert.ok(b.visible.length < a.visible.length, `${id}: ${b.visible.length} < ${a.visible.length}`);
      } else {
        assert.equal(b.visible.length, a.visible.length, `${id}: ${b.visible.length} = ${a.visible.length}`);
      }
      await wide.page.context().close();
      await narrow.page.context().close();
    }
  });
});

describe('timing', () => {
  it('loads sub-categories after 300 ms of hover, not at 200 ms', async () => {
    const { page, problems } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/facets/first/child') && requests.push(r.url()));
    await page.clock.install();
    await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    await page.waitForTimeout(300);
    await banner(page).getByRole('button', { name: en['header.categories'] }).click();
    const top = page.locator('header nav [aria-pressed]').first();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await top.hover();
    await page.clock.runFor(200);
    await page.waitForTimeout(300);
    assert.deepEqual(requests, [], 'no request at 200 ms');
    await page.clock.runFor(99);
    await page.waitForTimeout(300);
    assert.deepEqual(requests, [], 'no request at 299 ms');
    const made = page.waitForRequest(/\/facets\/first\/child/);
    await page.clock.runFor(1);
    const url = new URL((await made).url());
    assert.equal(url.searchParams.get('schoolId'), DEMO.academy);
    assert.equal(url.searchParams.get('source'), '0');
    await page.locator('[data-category-children] a').first().waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  for (const [name, ms, open] of [
    [
      'nav dropdown',
      200,
      (p: Page) => p.locator('header nav ul[data-nav-budget] > li:has(> button[aria-controls])').first(),
    ],
    [
      'function menu',
      100,
      (p: Page) => banner(p).getByRole('button', { name: en['header.functionMenu'] }).locator('..'),
    ],
    ['nav-group menu', 100, (p: Page) => p.locator('header nav > div:has(> button[aria-controls])').first()],
  ] as const) {
    it(`${name} hides ${ms} ms after the pointer leaves`, async () => {
      const { page } = await openPage(browser);
      await page.clock.install();
      await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
      await page.waitForTimeout(300);
      const container = open(page);
      const trigger = container.locator(':scope > button[aria-expanded]').first();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await container.hover();
      assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
      await page.mouse.move(5, 600);
      await page.clock.runFor(ms - 1);
      assert.equal(await trigger.getAttribute('aria-expanded'), 'true', `still open at ${ms - 1} ms`);
      await page.clock.runFor(1);
      assert.equal(await trigger.getAttribute('aria-expanded'), 'false', `closed at ${ms} ms`);
      await page.context().close();
    });
  }
});

describe('keyboard', () => {
  it('More: Tab to it, Enter opens, arrows move, Escape closes and returns focus', async () => {
    const { page, problems } = await visit(`/portal/${DEMO.academy}?sxz-lang=en_US`);
    const more = 'header nav li[data-nav-more] > button';
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute(more, 'aria-expanded'), 'true');
    const inMore = () =>
      page.evaluate(() => document.activeElement?.closest('li[data-nav-more] > div') !== null);
    await page.keyboard.press('ArrowDown');
    assert.ok(await inMore(), 'focus moved into the panel');
    const first = await focusedText(page);
    await page.keyboard.press('ArrowDown');
    assert.notEqual(await focusedText(page), first);
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedText(page), first);
    await page.keyboard.press('Escape');
    assert.equal(await page.getAttribute(more, 'aria-expanded'), 'false');
    assert.ok(await page.evaluate((s) => document.activeElement?.matches(s), more), 'focus back on More');
    // ArrowDown on the closed trigger opens and focuses the first entry; Space toggles.
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedText(page), first);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    assert.equal(await page.getAttribute(more, 'aria-expanded'), 'true');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('function menu: Tab, Enter, ArrowDown through the entries, Escape back to the trigger', async () => {
    const { page } = await visit(`/portal/${DEMO.academy}?sxz-lang=en_US`);
    const trigger = banner(page).getByRole('button', { name: en['header.functionMenu'] });
    await tabTo(page, '[data-header-code="010"] button');
    await page.keyboard.press('Enter');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedText(page), en['header.myLearning']);
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedText(page), 'Help docs');
    await page.keyboard.press('Escape');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    assert.equal(await focusedText(page), en['header.functionMenu']);
    await page.context().close();
  });
});

describe('right-to-left', () => {
  it('ar_SA: the bar runs right to left, More left of the first item and opening toward the inline end', async () => {
    const { page, problems } = await visit(`/portal/${DEMO.academy}?sxz-lang=ar_SA`);
    const view = await readNav(page);
    const first = view.items[0]!;
    assert.ok(view.moreButton, 'More is shown');
    assert.ok(view.moreButton.right <= first.x, `More (${view.moreButton.right}) left of Home (${first.x})`);
    assert.equal(view.visible[0], messages('ar_SA')['header.home']);
    assert.deepEqual(
      view.visible,
      expectedNav(
        (await navigationGroups(server.origin, DEMO.academy, 'ar_SA'))[0]!,
        'ar_SA',
        false,
        view.budget,
        view.bold,
      ).visible,
    );
    await page.locator('header nav li[data-nav-more] > button').click();
    const panel = await page.locator('header nav li[data-nav-more] > div').boundingBox();
    assert.ok(panel && panel.x + panel.width <= view.moreButton.right + 1, 'the panel opens toward the left');
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('navigation groups', () => {
  it('switches group, remembers it, restores it without a query, and a navGroupId query overrides it', async () => {
    const [main, campus] = groups[DEMO.academy]!;
    const { page, problems } = await visit(`/portal/${DEMO.academy}?sxz-lang=en_US`);
    await page.locator('header nav > div > button[aria-controls]').first().click();
    await banner(page).getByRole('link', { name: campus!.nameEn! }).click();
    await page.waitForURL((u) => u.searchParams.get('navGroupId') === campus!.id);
    assert.equal(new URL(page.url()).searchParams.get('activeIndex'), '0');
    await page.waitForFunction(() => document.querySelector('header nav ul[data-nav-budget]'));
    await page.waitForTimeout(250);
    const view = await readNav(page);
    assert.deepEqual(view.visible, expectedNav(campus!, 'en_US', false, view.budget, view.bold).visible);
    assert.equal(
      await page.evaluate((k) => localStorage.getItem(k), `portico_nav_group_${DEMO.academy}`),
      campus!.id,
    );
    // No query: the stored group is opened once (location.replace).
    await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    await page.waitForURL((u) => u.searchParams.get('navGroupId') === campus!.id);
    // A navGroupId query wins over the stored choice.
    await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US&navGroupId=${main!.id}`);
    await page.waitForTimeout(400);
    assert.equal(new URL(page.url()).searchParams.get('navGroupId'), main!.id);
    const trigger = await page.locator('header nav > div > button[aria-controls]').first().textContent();
    assert.ok(trigger?.includes(main!.nameEn!), trigger ?? '');
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
