/**
 * Issue 22 item 3: a user-supplied keyword never widens the page. The search results page with a 500-character
 * keyword (spec §5's maximum: one unbroken word, the worst case) at 320, 390 and 1440 px in zh_CN, en_US and ar_SA
 * has no horizontal scroll — the "Results for …" heading wraps — also with the search card open, whose history
 * then holds the same keyword. Each state is audited with axe.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, PHONE } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { widths } from '../src/mobile.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const KEYWORDS = {
  zh_CN: '长'.repeat(250) + 'K'.repeat(250),
  en_US: 'K'.repeat(500),
  ar_SA: 'ك'.repeat(500),
};
const WIDTHS = [320, 390, 1440];

async function noSidewaysScroll(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await widths(page);
  assert.ok(
    scrollWidth <= innerWidth,
    `${label}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`,
  );
}

describe('a 500-character keyword (issue 22 item 3)', () => {
  for (const width of WIDTHS) {
    it(`never scrolls sideways at ${width} px (zh_CN, en_US, ar_SA)`, async () => {
      for (const [lang, keyword] of Object.entries(KEYWORDS)) {
        const label = `${lang} at ${width} px`;
        const device = width < 1000 ? { ...PHONE, width } : { width };
        const watched = await openPage(browser, device);
        const { page } = watched;
        const url = `/portal/${DEMO.academy}/search?keyword=${encodeURIComponent(keyword)}&activeIndex=-1&sxz-lang=${lang}`;
        await page.goto(`${server.origin}${url}`);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        assert.ok(
          (await heading.textContent())?.includes(keyword),
          `${label}: the heading shows the whole keyword`,
        );
        await page.waitForFunction(() => document.readyState === 'complete');
        await noSidewaysScroll(page, label);
        const box = await heading.boundingBox();
        assert.ok(box && box.width <= width, `${label}: the heading is ${box?.width} px wide`);
        await watched.audit(`search results with a 500-character keyword, ${label}`);
        if (width >= 1000) {
          // The header's search card: the box holds the keyword, the history lists it (a visitor's is local).
          const input = page.getByRole('combobox').first();
          await input.focus();
          await page.getByRole('listbox').first().waitFor();
          await noSidewaysScroll(page, `${label}, search card open`);
          await watched.audit(`search card with a 500-character keyword, ${label}`);
        }
        assert.deepEqual(
          watched.problems.filter((line) => !line.startsWith('a11y')),
          [],
          label,
        );
        await page.context().close();
      }
    });
  }
});
