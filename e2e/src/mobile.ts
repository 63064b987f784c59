/** Helpers of the phone tests (issue 10): the compact header's controls, overflow, target sizes, layout shift. */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

export const menuButton = (page: Page): Locator =>
  page.locator('header [data-compact-controls] button[aria-haspopup="dialog"]');
export const searchToggle = (page: Page): Locator =>
  page.locator('header [data-compact-controls] button[aria-controls]');

/** Waits until React has hydrated the header (its nodes carry React's fiber key), so a tap does something. */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('header [data-compact-controls] button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** The document's scroll width against the window's: more means the page scrolls sideways. */
export async function widths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
}

/**
 * Visible targets (links, buttons, inputs, options) under `root` smaller than 24 × 24 CSS px (WCAG 2.5.8), as
 * "label w×h" lines; an empty list when every target is big enough.
 */
export async function smallTargets(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scope = document.querySelector(selector);
    if (!scope) return [`no ${selector}`];
    const targets = Array.from(
      scope.querySelectorAll<HTMLElement>('a[href], button, input, [role="option"]'),
    );
    return targets
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ el, box }) => {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        return `${name} ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, root);
}

/** Records layout shifts from the first paint on (call before goto); `read()` answers the cumulative score. */
export async function recordLayoutShift(page: Page): Promise<{ read(): Promise<number> }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { read: () => page.evaluate(() => (window as unknown as { __cls: number }).__cls) };
}

/** Saves a screenshot into $E2E_SHOTS when it is set (for a person to look at); does nothing otherwise. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}
