import { describe, expect, it } from 'vitest';
import {
  estimateTextWidth,
  MORE_ITEM_CHROME,
  moreItemWidth,
  navBarBudget,
  navItemWidth,
  splitNavOverflow,
  tableMeasure,
  visibleNavCount,
} from '../src/index.ts';
import type { LanguageCode, MeasureText, NavigationTemplate } from '../src/index.ts';

/** A measure with round numbers: 10 px a character. */
const tens: MeasureText = (text) => Array.from(text).length * 10;

const TEMPLATES: Array<[NavigationTemplate, boolean, number]> = [
  ['index1', false, 6],
  ['index2', false, 10],
  ['index3', false, 7],
  ['index1', true, 8],
  ['index2', true, 12],
  ['index3', true, 9],
];

describe('visibleNavCount', () => {
  it.each(TEMPLATES)('%s (O3 %s) → %i', (template, isO3, n) => {
    expect(visibleNavCount(template, isO3)).toBe(n);
  });
  it('unknown template falls back to the first', () => {
    expect(visibleNavCount('index9' as NavigationTemplate, false)).toBe(6);
    expect(visibleNavCount('index9' as NavigationTemplate, true)).toBe(8);
  });
});

describe('moreItemWidth', () => {
  it('59, 69 in English (spec §9), without a label', () => {
    expect(moreItemWidth('zh_CN')).toBe(59);
    expect(moreItemWidth('en_US')).toBe(69);
    expect(moreItemWidth('de_DE')).toBe(59);
    expect(moreItemWidth('ar_SA')).toBe(59);
  });
  it('grows past the spec width only when the label plus its chrome needs it', () => {
    expect(MORE_ITEM_CHROME).toBe(28);
    // 59 − 28 = 31 px of label fits; 32 px needs 60.
    expect(moreItemWidth('zh_CN', 'x', () => 31)).toBe(59);
    expect(moreItemWidth('zh_CN', 'x', () => 32)).toBe(60);
    expect(moreItemWidth('en_US', 'x', () => 41)).toBe(69);
    expect(moreItemWidth('en_US', 'x', () => 42)).toBe(70);
  });
  it('with the table: "More" and "更多" keep 69 / 59; "Daha fazla" is wider', () => {
    expect(moreItemWidth('en_US', 'More')).toBe(69);
    expect(moreItemWidth('en_US', 'More', tableMeasure({ bold: true }))).toBe(69);
    expect(moreItemWidth('zh_CN', '更多')).toBe(59);
    expect(moreItemWidth('tr_TR', 'Daha fazla')).toBeCloseTo(estimateTextWidth('Daha fazla') + 28, 6);
    expect(moreItemWidth('tr_TR', 'Daha fazla')).toBeGreaterThan(59);
  });
});

describe('navItemWidth', () => {
  it('text width + 30 px padding (core table by default: 14 px header font)', () => {
    expect(navItemWidth('Home')).toBeCloseTo(estimateTextWidth('Home') + 30, 6);
    expect(navItemWidth('首页')).toBe(2 * 14 + 30);
    expect(navItemWidth('')).toBe(30);
    expect(navItemWidth('ab', { measure: tens })).toBe(50);
  });
  it('Latin is no longer 18 px a character: "Knowledge" is 9 × 18 + 30 = 192 by the spec, ~107 measured', () => {
    expect(navItemWidth('Knowledge')).toBeLessThan(110);
    expect(navItemWidth('Knowledge')).toBeGreaterThan(105);
  });
  it('bold text through a bold measure', () => {
    expect(navItemWidth('Home', { measure: tableMeasure({ bold: true }) })).toBeCloseTo(
      estimateTextWidth('Home', { bold: true }) + 30,
      6,
    );
  });
  it('adds the 23 px arrow slot when the item has children', () => {
    expect(navItemWidth('ab', { hasChildren: true, measure: tens })).toBe(20 + 30 + 23);
    expect(navItemWidth('首页', { hasChildren: true })).toBe(28 + 30 + 23);
  });
  it('caps at 720: 690 px of text is exactly 720, 691 is capped; with the arrow 667 / 668', () => {
    expect(navItemWidth('x', { measure: () => 690 })).toBe(720);
    expect(navItemWidth('x', { measure: () => 689 })).toBe(719);
    expect(navItemWidth('x', { measure: () => 691 })).toBe(720);
    expect(navItemWidth('x', { measure: () => 667, hasChildren: true })).toBe(720);
    expect(navItemWidth('x', { measure: () => 666, hasChildren: true })).toBe(719);
    expect(navItemWidth('x', { measure: () => 668, hasChildren: true })).toBe(720);
    expect(navItemWidth('字'.repeat(60))).toBe(720);
  });
  it('a configured width (> 0) replaces the computed one, still capped; 0, null, NaN are ignored', () => {
    expect(navItemWidth('Home', { width: 150 })).toBe(150);
    expect(navItemWidth('Home', { width: 150, hasChildren: true })).toBe(150);
    expect(navItemWidth('Home', { width: 720 })).toBe(720);
    expect(navItemWidth('Home', { width: 721 })).toBe(720);
    expect(navItemWidth('ab', { width: 0, measure: tens })).toBe(50);
    expect(navItemWidth('ab', { width: null, measure: tens })).toBe(50);
    expect(navItemWidth('ab', { width: Number.NaN, measure: tens })).toBe(50);
    expect(navItemWidth('ab', { width: -5, measure: tens })).toBe(50);
  });
});

describe('navBarBudget', () => {
  it('the navigation width minus each leading trigger (label + 30 padding + 23 arrow)', () => {
    expect(navBarBudget({ width: 1392, leading: [], measure: tens })).toBe(1392);
    expect(navBarBudget({ width: 1392, leading: ['ab'], measure: tens })).toBe(1392 - 73);
    expect(navBarBudget({ width: 1200, leading: ['abc', 'abcd'], measure: tens })).toBe(1200 - 83 - 93);
  });
  it('whole pixels (floored), never negative', () => {
    expect(navBarBudget({ width: 100.9, leading: [], measure: tens })).toBe(100);
    expect(navBarBudget({ width: 1000, leading: ['x'], measure: () => 0.5 })).toBe(1000 - 54);
    expect(navBarBudget({ width: 50, leading: ['abc'], measure: tens })).toBe(0);
  });
  it('uses core’s table without a measure', () => {
    expect(navBarBudget({ width: 1000, leading: ['课程分类'] })).toBe(1000 - (56 + 53));
  });
});

const fixed = (n: number, width: number) => Array.from({ length: n }, (_, i) => ({ label: `i${i}`, width }));

describe('splitNavOverflow', () => {
  it('empty row', () => {
    expect(splitNavOverflow({ items: [], template: 'index1', isO3: false, lang: 'zh_CN' })).toEqual({
      visible: 0,
      overflow: 0,
    });
  });

  it.each(TEMPLATES)(
    '%s (O3 %s): count n fits, n + 1 overflows by one, n + 5 by five',
    (template, isO3, n) => {
      const split = (count: number) =>
        splitNavOverflow({ items: fixed(count, 100), template, isO3, lang: 'zh_CN' });
      expect(split(n)).toEqual({ visible: n, overflow: 0 });
      expect(split(n + 1)).toEqual({ visible: n, overflow: 1 });
      expect(split(n + 5)).toEqual({ visible: n, overflow: 5 });
    },
  );

  it('exactly the budget without More fits; one pixel more needs More', () => {
    const split = (items: Array<{ label: string; width: number }>) =>
      splitNavOverflow({ items, template: 'index1', isO3: false, lang: 'zh_CN' });
    expect(split(fixed(6, 240))).toEqual({ visible: 6, overflow: 0 });
    expect(split([...fixed(5, 240), { label: 'x', width: 241 }])).toEqual({ visible: 5, overflow: 1 });
  });

  it('the More item width counts against the budget, 69 in English', () => {
    // 11 items in index2 (max 10): first 10 × 138 = 1380. +59 = 1439 fits; +69 = 1449 does not.
    const row = fixed(11, 138);
    expect(splitNavOverflow({ items: row, template: 'index2', isO3: false, lang: 'zh_CN' })).toEqual({
      visible: 10,
      overflow: 1,
    });
    expect(splitNavOverflow({ items: row, template: 'index2', isO3: false, lang: 'en_US' })).toEqual({
      visible: 9,
      overflow: 2,
    });
  });

  it('a long More label widens More and can push one more item into it', () => {
    // 10 × 138 = 1380; More "xxxx" (4 × 10 + 28 = 68) → 1448 > 1440.
    const row = fixed(11, 138);
    const base = {
      items: row,
      template: 'index2' as const,
      isO3: false,
      lang: 'de_DE' as const,
      measure: tens,
    };
    expect(splitNavOverflow({ ...base, moreLabel: 'xxx' }).visible).toBe(10); // 58 → 59
    expect(splitNavOverflow({ ...base, moreLabel: 'xxxx' }).visible).toBe(9);
  });

  it('wide labels reduce the visible count below the template count', () => {
    // 20 characters × 10 + 30 = 230 px: 5 × 230 + 59 = 1209 fits, 6 × 230 + 59 = 1439 fits, budget 1438 does not.
    const row = Array.from({ length: 8 }, () => ({ label: 'x'.repeat(20) }));
    const at = (budget: number) =>
      splitNavOverflow({ items: row, template: 'index1', isO3: false, lang: 'zh_CN', budget, measure: tens });
    expect(at(1439)).toEqual({ visible: 6, overflow: 2 });
    expect(at(1438)).toEqual({ visible: 5, overflow: 3 });
    expect(at(1209)).toEqual({ visible: 5, overflow: 3 });
    expect(at(1208)).toEqual({ visible: 4, overflow: 4 });
  });

  it('keeps Home visible even if nothing fits', () => {
    const row = [{ label: 'x', width: 5000 }, { label: 'y' }];
    expect(
      splitNavOverflow({ items: row, template: 'index1', isO3: false, lang: 'zh_CN', budget: 100 }),
    ).toEqual({ visible: 1, overflow: 1 });
    expect(
      splitNavOverflow({ items: row, template: 'index1', isO3: false, lang: 'zh_CN', budget: 0 }),
    ).toEqual({
      visible: 1,
      overflow: 1,
    });
  });

  it('the arrow slot of items with children is included', () => {
    // "ab" with children = 73: 4 × 73 = 292 ≤ 300 fits without More; a fifth item needs More:
    // 3 × 73 + 59 = 278 ≤ 300 < 4 × 73 + 59 = 351.
    const row = (n: number) => Array.from({ length: n }, () => ({ label: 'ab', hasChildren: true }));
    const at = (n: number) =>
      splitNavOverflow({
        items: row(n),
        template: 'index1',
        isO3: false,
        lang: 'zh_CN',
        budget: 300,
        measure: tens,
      });
    expect(at(4)).toEqual({ visible: 4, overflow: 0 });
    expect(at(5)).toEqual({ visible: 3, overflow: 2 });
  });

  it('the measure decides: the same labels split by the table and by a wider font', () => {
    const row = Array.from({ length: 8 }, () => ({ label: 'Partner site' }));
    const wide: MeasureText = (text) => Array.from(text).length * 18; // the spec's old 18 px a character
    const table = splitNavOverflow({
      items: row,
      template: 'index1',
      isO3: false,
      lang: 'en_US',
      budget: 900,
    });
    const spec = splitNavOverflow({
      items: row,
      template: 'index1',
      isO3: false,
      lang: 'en_US',
      budget: 900,
      measure: wide,
    });
    // Table: ~110 px an item → 7 fit in 900 with More, capped at 6. Spec estimate: 246 px → 3.
    expect(table.visible).toBe(6);
    expect(spec.visible).toBe(3);
  });

  it('visible + overflow always equals the item count', () => {
    for (let n = 0; n < 20; n++) {
      const r = splitNavOverflow({ items: fixed(n, 90), template: 'index3', isO3: true, lang: 'en_US' });
      expect(r.visible + r.overflow).toBe(n);
      expect(r.visible).toBeLessThanOrEqual(9);
    }
  });
});

/**
 * The spec's counts for CJK (issue 10 item 6): realistic Chinese labels (2–6 characters, some with children) on the
 * real bar budget (1440 px design width less 2 × 24 px header padding, less the group switcher and Categories tab)
 * always show the template count, in regular and bold, with and without the leading triggers.
 */
describe('CJK keeps the spec’s counts 6/10/7 (O3 8/12/9)', () => {
  const LABELS = [
    '首页',
    '课程中心',
    '知识库',
    '练习',
    '直播课堂',
    '人工智能学院',
    '社区',
    '关于我们',
    '合作伙伴',
  ];
  const row = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ label: LABELS[i % LABELS.length]!, hasChildren: i % 3 === 1 }));
  describe.each(TEMPLATES)('%s (O3 %s, count %i)', (template, isO3, count) => {
    it.each([false, true])('bold %s', (bold) => {
      const measure = tableMeasure({ bold });
      const budget = navBarBudget({ width: 1392, leading: ['主导航', '课程分类'], measure });
      for (const lang of ['zh_CN', 'ja_JP'] as LanguageCode[]) {
        const split = (n: number) =>
          splitNavOverflow({ items: row(n), template, isO3, lang, budget, measure, moreLabel: '更多' });
        expect(split(count)).toEqual({ visible: count, overflow: 0 });
        expect(split(count + 1)).toEqual({ visible: count, overflow: 1 });
        expect(split(count + 4)).toEqual({ visible: count, overflow: 4 });
      }
    });
  });
});

describe('en_US at the 1440 px design width (issue 10: 4 items and half the bar empty before)', () => {
  // The Demo Academy's main navigation in English, bold (its header config), navigation width 1200 px.
  const items = [
    { label: 'Home' },
    { label: 'Courses', hasChildren: true },
    { label: 'Knowledge' },
    { label: 'Exercises' },
    { label: 'Topics', hasChildren: true },
    { label: 'Partner site' },
    { label: 'Live classes' },
    { label: 'Community', hasChildren: true },
    { label: 'About us' },
  ];
  const measure = tableMeasure({ bold: true });
  const budget = navBarBudget({ width: 1200, leading: ['Main navigation', 'Categories'], measure });

  it('shows the template count (6) with the measured widths', () => {
    const split = splitNavOverflow({
      items,
      template: 'index1',
      isO3: false,
      lang: 'en_US',
      budget,
      measure,
    });
    expect(split).toEqual({ visible: 6, overflow: 3 });
  });

  it('the spec’s 18 px a character would have shown 4 on the same bar', () => {
    const wide: MeasureText = (text) => Array.from(text).length * 18;
    expect(
      splitNavOverflow({ items, template: 'index1', isO3: false, lang: 'en_US', budget, measure: wide }),
    ).toEqual({
      visible: 4,
      overflow: 5,
    });
  });
});
