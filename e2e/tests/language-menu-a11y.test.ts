/**
 * Issue 22 item 8: the open language menu hung over the navigation bar, category tiles and bulletin, leaving the
 * "More" item and others clickable in slivers ~2 px wide (WCAG 2.5.8, axe target-size). The menu is modal now:
 * while it is open the rest of the page is inert, a press outside only closes it, and keyboard, touch and
 * right-to-left use still work. Checked in Chromium at the desktop widths where the overlap happened.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { auditPage } from '../src/a11y.ts';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { messages } from '../src/messages.ts';
import { shot } from '../src/mobile.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const LANGS = { en_US: 'English', ar_SA: 'العربية' } as const;
type Lang = keyof typeof LANGS;
const portal = (lang: Lang) => `/portal/${DEMO.academy}?sxz-lang=${lang}`;

const trigger = (page: Page, lang: Lang) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `${messages(lang)['header.language']}: ${LANGS[lang]}` });
/** The open panel: the list the trigger controls. */
const panel = async (page: Page, lang: Lang) =>
  page.locator(`[id="${await trigger(page, lang).getAttribute('aria-controls')}"]`);

async function openMenu(page: Page, lang: Lang, path = portal(lang)): Promise<void> {
  await page.goto(`${server.origin}${path}`);
  await (await hydrated(trigger(page, lang))).click();
  await (await panel(page, lang)).getByRole('link').first().waitFor();
}

describe('the open language menu covers no usable target (WCAG 2.5.8)', () => {
  for (const lang of ['en_US', 'ar_SA'] as const) {
    it(`${lang}: axe target-size finds nothing at 1200, 1280, 1366 and 1440 px with the menu open`, async () => {
      const found: string[] = [];
      for (const width of [1200, 1280, 1366, 1440]) {
        const watched = await openPage(browser, { width, height: 900 });
        const { page, problems } = watched;
        await openMenu(page, lang);
        // Exactly the rule of the defect, whatever the suite's default tags.
        found.push(
          ...(await auditPage(page, `${lang} ${width} px, language menu open`, undefined, ['wcag258'])),
        );
        await watched.audit(`${lang} ${width} px, language menu open`);
        if (width === 1440) await shot(page, `language-menu-${lang}-${width}`);
        assert.deepEqual(problems, []);
        await page.context().close();
      }
      assert.deepEqual(found, []);
    });
  }

  it('a press on a link half under the menu only closes the menu (en_US, 1440 px)', async () => {
    const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
    // The school's fixed layout (a pageId with no composed page shows it): its latest-courses links sit under the
    // panel at 1440 px, the case of the defect; Demo Academy's composed home (issue 27) has none there.
    await openMenu(page, 'en_US', `${portal('en_US')}&pageId=1`);
    const list = await panel(page, 'en_US');
    const panelId = (await trigger(page, 'en_US').getAttribute('aria-controls'))!;
    // The page turns inert just after the frame that shows the panel (use-inert-outside.ts).
    await page.locator('[inert]').first().waitFor({ state: 'attached' });
    // A same-tab link the panel half covers, and a point of it beside the panel: the sliver a user could hit.
    const sliver = await page.evaluate((id) => {
      const cover = document.getElementById(id)!.getBoundingClientRect();
      for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]:not([target])'))) {
        if (link.closest(`[id="${id}"]`)) continue;
        const box = link.getBoundingClientRect();
        const overlaps =
          box.left < cover.right &&
          box.right > cover.left &&
          box.top < cover.bottom &&
          box.bottom > cover.top;
        if (!overlaps || box.width === 0) continue;
        const y = (Math.max(box.top, cover.top) + Math.min(box.bottom, cover.bottom)) / 2;
        const x = box.left < cover.left ? box.left + 1 : box.right > cover.right ? box.right - 1 : null;
        if (x !== null) return { x, y, href: link.href, inert: link.closest('[inert]') !== null };
      }
      return null;
    }, panelId);
    assert.ok(sliver, 'the panel half covers a link at 1440 px (the case of the defect)');
    assert.equal(sliver.inert, true, 'the page beneath is inert while the menu is open');
    const before = page.url();
    await page.mouse.click(sliver.x, sliver.y);
    await list.waitFor({ state: 'hidden' });
    await page.waitForTimeout(300);
    assert.equal(page.url(), before, `the press did not follow ${sliver.href}`);
    assert.equal(await page.locator('[inert]').count(), 0, 'the page is usable again');
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});

describe('the modal language menu keeps keyboard, touch and right-to-left use', () => {
  it('keyboard: ArrowDown opens on the first item, arrows move, Escape returns to the trigger, Tab moves on', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.origin}${portal('en_US')}`);
    const button = await hydrated(trigger(page, 'en_US'));
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const list = await panel(page, 'en_US');
    const links = list.getByRole('link');
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    // The panel's links are a lazy chunk: focus lands on the first one once it has rendered.
    await page.waitForFunction(
      (id) => document.getElementById(id!)?.contains(document.activeElement) ?? false,
      await trigger(page, 'en_US').getAttribute('aria-controls'),
    );
    assert.equal(await focusedName(), (await links.first().textContent())?.trim());
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedName(), (await links.nth(1).textContent())?.trim());
    await page.keyboard.press('End');
    assert.equal(await focusedName(), (await links.last().textContent())?.trim());
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    assert.equal(
      await button.evaluate((el) => el === document.activeElement),
      true,
      'focus is on the trigger',
    );
    assert.equal(await page.locator('[inert]').count(), 0);

    // Tab off the last item: the menu closes and focus goes on to the next header control, not out of the page.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    await list.waitFor({ state: 'hidden' });
    const next = await page.evaluate(() => {
      const el = document.activeElement;
      return { inHeader: el?.closest('header') !== null, isBody: el === document.body };
    });
    assert.deepEqual(next, { inHeader: true, isBody: false });
    assert.equal(await page.locator('[inert]').count(), 0);
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('touch (1280 px tablet): a tap opens it, a tap outside closes it without following the link beneath', async () => {
    const { page, problems } = await openPage(browser, { width: 1280, height: 900, hasTouch: true });
    await page.goto(`${server.origin}${portal('en_US')}`);
    await (await hydrated(trigger(page, 'en_US'))).tap();
    const list = await panel(page, 'en_US');
    await list.getByRole('link').first().waitFor();
    const home = page.getByRole('banner').getByRole('navigation').getByRole('link').first();
    const box = (await home.boundingBox())!;
    await page.touchscreen.tap(box.x + 4, box.y + box.height / 2);
    await list.waitFor({ state: 'hidden' });
    assert.equal(page.url(), `${server.origin}${portal('en_US')}`, 'the tap followed no link');
    await (await hydrated(trigger(page, 'en_US'))).tap();
    await list.getByRole('link', { name: 'Deutsch' }).tap();
    await page.waitForURL((url) => url.searchParams.get('sxz-lang') === 'de_DE');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('ar_SA: the panel opens under its trigger toward the inline end, inside the window', async () => {
    const { page, problems } = await openPage(browser, { width: 1366, height: 900 });
    await openMenu(page, 'ar_SA');
    const list = await panel(page, 'ar_SA');
    const [menuBox, triggerBox] = [
      (await list.boundingBox())!,
      (await trigger(page, 'ar_SA').boundingBox())!,
    ];
    assert.ok(
      menuBox.x >= 0 && menuBox.x + menuBox.width <= 1366,
      `inside the window: ${JSON.stringify(menuBox)}`,
    );
    // Right to left, the inline end is the left: the panel's left edge lines up with the trigger's.
    assert.ok(Math.abs(menuBox.x - triggerBox.x) < 2, `aligned: ${menuBox.x} vs ${triggerBox.x}`);
    assert.ok(menuBox.y >= triggerBox.y + triggerBox.height);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await shot(page, 'language-menu-ar_SA-closed');
    assert.deepEqual(problems, []);
    await page.context().close();
  });
});
