/**
 * Issue 23 item 8 (last sentence): the right-side tool labels broke inside words at 1440 px in English
 * ("Feedbac k", "Knowled ge assistant", "Custome r service"). They wrap between words only now: each word of
 * each label lies on one line, inside its tool, at 1440 and 1920 px — in English, and in the locales with long
 * words (German, French, Spanish, Russian, Turkish…) at 1440 px. Chinese and Japanese, written without spaces,
 * wrap between characters as their typography does and are not measured word by word.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { messages } from '../src/messages.ts';
import { shot } from '../src/mobile.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

interface Word {
  word: string;
  lines: number;
  inside: boolean;
}

/** Every word of every visible tool label, with the number of lines it is laid out on and whether it fits. */
async function labelWords(page: Page, asideName: string): Promise<Word[]> {
  const aside = page.getByRole('complementary', { name: asideName });
  await aside.waitFor();
  return aside.evaluate((root) => {
    const words: Array<{ word: string; lines: number; inside: boolean }> = [];
    for (const tool of Array.from(
      root.querySelectorAll<HTMLElement>('li > a, li > button, li > div > button'),
    )) {
      const label = Array.from(tool.querySelectorAll<HTMLElement>('span')).find(
        (s) => (s.textContent ?? '').trim() !== '',
      );
      const text = label?.firstChild;
      if (!label || !text || text.nodeType !== Node.TEXT_NODE || label.getClientRects().length === 0)
        continue;
      const box = tool.getBoundingClientRect();
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        const lines = new Set(rects.map((r) => Math.round(r.top))).size;
        const inside = rects.every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
        words.push({ word: match[0], lines, inside });
      }
    }
    return words;
  });
}

const split = (words: Word[]) => words.filter((w) => w.lines !== 1 || !w.inside);

describe('right-side tool labels wrap between words only', () => {
  for (const width of [1440, 1920]) {
    it(`en_US at ${width} px: no word of a label is split or sticks out of its tool`, async () => {
      const en = messages('en_US');
      const { page, problems } = await openPage(browser, { width, height: 900 });
      await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
      const words = await labelWords(page, en['tools.label']!);
      const seen = words.map((w) => w.word).join(' ');
      for (const key of ['tools.feedback', 'tools.knowledgeAssistant', 'tools.customerService'])
        assert.ok(seen.includes(en[key]!), `"${en[key]}" is among the labels: ${seen}`);
      assert.deepEqual(split(words), []);
      await shot(page, `right-tools-en_US-${width}`);
      assert.deepEqual(problems, []);
      await page.context().close();
    });
  }

  it('de, fr, es, ru, tr, pl, pt, ko and ar at 1440 px: long words stay whole too', async () => {
    const broken: string[] = [];
    for (const lang of ['de_DE', 'fr_FR', 'es_ES', 'ru_RU', 'tr_TR', 'pl_PL', 'pt_BR', 'ko_KR', 'ar_SA']) {
      const { page, problems } = await openPage(browser, { width: 1440, height: 900 });
      await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=${lang}`);
      const words = await labelWords(page, messages(lang)['tools.label']!);
      assert.ok(words.length >= 4, `${lang}: the four labels were measured (${words.length} words)`);
      broken.push(...split(words).map((w) => `${lang} ${JSON.stringify(w)}`));
      if (lang === 'de_DE' || lang === 'ar_SA') await shot(page, `right-tools-${lang}-1440`);
      assert.deepEqual(problems, []);
      await page.context().close();
    }
    assert.deepEqual(broken, []);
  });
});
