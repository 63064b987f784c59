import { describe, expect, it } from 'vitest';
import { moreItemWidth, navItemWidth, splitNavOverflow, visibleNavCount } from '../src/index.ts';
import type { NavigationTemplate } from '../src/index.ts';

describe('visibleNavCount', () => {
  it.each([
    ['index1', false, 6],
    ['index2', false, 10],
    ['index3', false, 7],
    ['index1', true, 8],
    ['index2', true, 12],
    ['index3', true, 9],
  ] as Array<[NavigationTemplate, boolean, number]>)('%s (O3 %s) → %i', (template, isO3, n) => {
    expect(visibleNavCount(template, isO3)).toBe(n);
  });
  it('unknown template falls back to the first', () => {
    expect(visibleNavCount('index9' as NavigationTemplate, false)).toBe(6);
  });
});

describe('moreItemWidth', () => {
  it('59, 69 in English', () => {
    expect(moreItemWidth('zh_CN')).toBe(59);
    expect(moreItemWidth('en_US')).toBe(69);
    expect(moreItemWidth('de_DE')).toBe(59);
  });
});

describe('navItemWidth', () => {
  it('18 px per character plus 30 padding, CJK and Latin alike', () => {
    expect(navItemWidth('首页', 'zh_CN')).toBe(2 * 18 + 30);
    expect(navItemWidth('Home', 'en_US')).toBe(4 * 18 + 30);
    expect(navItemWidth('ab', 'en_US')).toBe(navItemWidth('中文', 'en_US'));
    expect(navItemWidth('', 'zh_CN')).toBe(30);
  });
  it('counts a surrogate pair as one character', () => {
    expect(navItemWidth('😀', 'zh_CN')).toBe(48);
  });
  it('adds the 23 px arrow slot when the item has children', () => {
    expect(navItemWidth('Home', 'en_US', { hasChildren: true })).toBe(4 * 18 + 30 + 23);
  });
  it('caps at 720 (38 chars = 714, 39 chars = 732 → 720)', () => {
    expect(navItemWidth('a'.repeat(38), 'en_US')).toBe(714);
    expect(navItemWidth('a'.repeat(39), 'en_US')).toBe(720);
    expect(navItemWidth('a'.repeat(38), 'en_US', { hasChildren: true })).toBe(720);
  });
  it('a configured width replaces the computed one, still capped', () => {
    expect(navItemWidth('Home', 'en_US', { width: 150 })).toBe(150);
    expect(navItemWidth('Home', 'en_US', { width: 721 })).toBe(720);
    expect(navItemWidth('Home', 'en_US', { width: 0 })).toBe(102);
    expect(navItemWidth('Home', 'en_US', { width: null })).toBe(102);
  });
});

const items = (n: number, width?: number): Array<{ label: string; width?: number }> =>
  Array.from({ length: n }, (_, i) =>
    width === undefined ? { label: `项目${i}` } : { label: `i${i}`, width },
  );

describe('splitNavOverflow', () => {
  it('empty row', () => {
    expect(splitNavOverflow({ items: [], template: 'index1', isO3: false, lang: 'zh_CN' })).toEqual({
      visible: 0,
      overflow: 0,
    });
  });

  it('all visible when within count and budget (no More item)', () => {
    expect(splitNavOverflow({ items: items(6), template: 'index1', isO3: false, lang: 'zh_CN' })).toEqual({
      visible: 6,
      overflow: 0,
    });
  });

  it.each([
    ['index1', false, 6],
    ['index2', false, 10],
    ['index3', false, 7],
    ['index1', true, 8],
    ['index2', true, 12],
    ['index3', true, 9],
  ] as Array<[NavigationTemplate, boolean, number]>)(
    '%s (O3 %s): count n fits, n+1 overflows by one',
    (template, isO3, n) => {
      expect(splitNavOverflow({ items: items(n, 100), template, isO3, lang: 'zh_CN' })).toEqual({
        visible: n,
        overflow: 0,
      });
      expect(splitNavOverflow({ items: items(n + 1, 100), template, isO3, lang: 'zh_CN' })).toEqual({
        visible: n,
        overflow: 1,
      });
      expect(splitNavOverflow({ items: items(n + 5, 100), template, isO3, lang: 'zh_CN' })).toEqual({
        visible: n,
        overflow: 5,
      });
    },
  );

  it('exactly the budget without More fits; one pixel more needs More', () => {
    // 6 × 240 = 1440 fits exactly with no overflow.
    expect(
      splitNavOverflow({ items: items(6, 240), template: 'index1', isO3: false, lang: 'zh_CN' }),
    ).toEqual({
      visible: 6,
      overflow: 0,
    });
    // 6 × 240 + 1 → More (59) is needed: 5 × 240 + 59 = 1259 fits.
    const row = [...items(5, 240), { label: 'x', width: 241 }];
    expect(splitNavOverflow({ items: row, template: 'index1', isO3: false, lang: 'zh_CN' })).toEqual({
      visible: 5,
      overflow: 1,
    });
  });

  it('the More item width counts against the budget, 69 in English', () => {
    // 11 items in index2 (max 10): first 10 × 138 = 1380. +59 = 1439 fits; +69 = 1449 does not.
    const row = items(11, 138);
    expect(splitNavOverflow({ items: row, template: 'index2', isO3: false, lang: 'zh_CN' })).toEqual({
      visible: 10,
      overflow: 1,
    });
    expect(splitNavOverflow({ items: row, template: 'index2', isO3: false, lang: 'en_US' })).toEqual({
      visible: 9,
      overflow: 2,
    });
  });

  it('wide labels reduce the visible count below the template count', () => {
    // Each 20-char label = 20 × 18 + 30 = 390 px; 3 × 390 + 59 = 1229, 4 × 390 + 59 = 1619.
    const row = Array.from({ length: 6 }, () => ({ label: 'x'.repeat(20) }));
    expect(splitNavOverflow({ items: row, template: 'index1', isO3: false, lang: 'zh_CN' })).toEqual({
      visible: 3,
      overflow: 3,
    });
  });

  it('keeps Home visible even if nothing fits', () => {
    const row = [{ label: 'x', width: 5000 }, { label: 'y' }];
    expect(
      splitNavOverflow({ items: row, template: 'index1', isO3: false, lang: 'zh_CN', budget: 100 }),
    ).toEqual({
      visible: 1,
      overflow: 1,
    });
  });

  it('honours a custom budget', () => {
    expect(
      splitNavOverflow({ items: items(4, 100), template: 'index1', isO3: false, lang: 'zh_CN', budget: 300 }),
    ).toEqual({ visible: 2, overflow: 2 });
  });

  it('arrow slot of items with children is included', () => {
    // 2 items of "ab" (66) + children (89): 4 × 89 = 356 > 300 → More: 2 × 89 + 59 = 237, 3 × 89 + 59 = 326.
    const row = Array.from({ length: 4 }, () => ({ label: 'ab', hasChildren: true }));
    expect(
      splitNavOverflow({ items: row, template: 'index1', isO3: false, lang: 'zh_CN', budget: 300 }),
    ).toEqual({
      visible: 2,
      overflow: 2,
    });
  });

  it('visible + overflow always equals the item count', () => {
    for (let n = 0; n < 20; n++) {
      const r = splitNavOverflow({ items: items(n), template: 'index3', isO3: true, lang: 'en_US' });
      expect(r.visible + r.overflow).toBe(n);
      expect(r.visible).toBeLessThanOrEqual(9);
    }
  });
});

/**
 * Template × O3 × language matrix with label-based widths (spec §9: 18 px a character for every script, 30 px
 * padding, More 59 px — 69 px in English). zh_CN rows use CJK labels, en_US rows Latin labels of the same length.
 */
describe('splitNavOverflow per template × O3 × language', () => {
  const TEMPLATES: Array<[NavigationTemplate, boolean, number]> = [
    ['index1', false, 6],
    ['index2', false, 10],
    ['index3', false, 7],
    ['index1', true, 8],
    ['index2', true, 12],
    ['index3', true, 9],
  ];
  const LABEL = { zh_CN: '课程中心', en_US: 'Labs' } as const; // 4 characters → 4 × 18 + 30 = 102 px

  describe.each(TEMPLATES)('%s (O3 %s, count %i)', (template, isO3, count) => {
    describe.each(['zh_CN', 'en_US'] as const)('%s', (lang) => {
      const row = (n: number) => Array.from({ length: n }, () => ({ label: LABEL[lang] }));

      it('short labels: the template count decides (count fits, count + 1 goes to More)', () => {
        expect(splitNavOverflow({ items: row(count), template, isO3, lang })).toEqual({
          visible: count,
          overflow: 0,
        });
        expect(splitNavOverflow({ items: row(count + 3), template, isO3, lang })).toEqual({
          visible: count,
          overflow: 3,
        });
      });

      it('the width budget decides at its boundary, including the More item', () => {
        const more = lang === 'en_US' ? 69 : 59;
        const k = count - 1;
        // A budget of exactly k items + More keeps k visible; one pixel less keeps k - 1.
        const budget = k * 102 + more;
        expect(splitNavOverflow({ items: row(count + 1), template, isO3, lang, budget })).toEqual({
          visible: k,
          overflow: count + 1 - k,
        });
        expect(splitNavOverflow({ items: row(count + 1), template, isO3, lang, budget: budget - 1 })).toEqual(
          { visible: k - 1, overflow: count + 2 - k },
        );
      });
    });
  });

  it('the same row splits differently in zh_CN and en_US only through the More width', () => {
    // 7 items with a configured width of 230 px (index3 allows 7; 7 × 230 = 1610 needs More).
    const row = Array.from({ length: 7 }, () => ({ label: 'x', width: 230 }));
    // 6 × 230 + 59 = 1439 fits for zh_CN; 6 × 230 + 69 = 1449 does not for en_US.
    expect(splitNavOverflow({ items: row, template: 'index3', isO3: false, lang: 'zh_CN' }).visible).toBe(6);
    expect(splitNavOverflow({ items: row, template: 'index3', isO3: false, lang: 'en_US' }).visible).toBe(5);
    // Every other language uses 59, like zh_CN.
    expect(splitNavOverflow({ items: row, template: 'index3', isO3: false, lang: 'ar_SA' }).visible).toBe(6);
  });

  it('CJK and Latin labels of the same length take the same width (zh 18 px a character)', () => {
    const zh = Array.from({ length: 9 }, () => ({ label: '人工智能学院' })); // 6 × 18 + 30 = 138
    const en = Array.from({ length: 9 }, () => ({ label: 'Campus' }));
    const a = splitNavOverflow({ items: zh, template: 'index3', isO3: true, lang: 'zh_CN', budget: 700 });
    const b = splitNavOverflow({ items: en, template: 'index3', isO3: true, lang: 'zh_CN', budget: 700 });
    // 4 × 138 + 59 = 611 ≤ 700 < 5 × 138 + 59 = 749.
    expect(a).toEqual({ visible: 4, overflow: 5 });
    expect(b).toEqual(a);
  });
});
