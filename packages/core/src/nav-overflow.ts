/**
 * Spec §2 "Overflowing items go into a More dropdown" and §9 navigation widths and counts.
 *
 * Algorithm (splitNavOverflow):
 * 1. Each item's width is its configured `width` when given, else `18 px × characters + 30 px padding`, plus a
 *    23 px arrow slot when the item has children (the spec gives "arrow 22 or 23"; we reserve the larger so the
 *    row is never underestimated). Every item is capped at 720 px ("max single nav width").
 * 2. At most `visibleNavCount(template, isO3)` items may be visible (6/10/7, O3 8/12/9).
 * 3. If every item fits in that count and their total width is within the budget (1440 px), all are visible and
 *    no More item is shown.
 * 4. Otherwise a More item is shown (59 px, 69 px in English) and the visible count is the largest k ≤ the
 *    template count such that the first k widths plus the More item fit in the budget.
 * 5. The first item (Home) always stays visible, even if it alone does not fit.
 */
import { NAV_VISIBLE_COUNTS, NAV_WIDTH } from './constants.ts';
import type { LanguageCode } from './languages.ts';
import type { NavigationTemplate } from './types.ts';

/** Spec §2 "Visible item counts before More: template 1 6, template 2 10, template 3 7; in the O3 variant 8, 12, 9". */
export function visibleNavCount(template: NavigationTemplate, isO3: boolean): number {
  const table = isO3 ? NAV_VISIBLE_COUNTS.o3 : NAV_VISIBLE_COUNTS.standard;
  return table[template] ?? table.index1;
}

/** Width of the More item: spec §9 "More item 59 px (69 in English)". */
export function moreItemWidth(lang: LanguageCode): number {
  return lang === 'en_US' ? NAV_WIDTH.MORE_EN : NAV_WIDTH.MORE;
}

/**
 * Spec §9 width of one navigation item from its label: 18 px per character (code point, CJK and Latin alike),
 * 30 px padding, 23 px arrow slot when it has children, capped at 720 px. A configured `width` (> 0) replaces the
 * computed one (still capped). `lang` does not change the per-character width (spec: one width for all scripts).
 */
export function navItemWidth(
  label: string,
  _lang: LanguageCode,
  options: { width?: number | null; hasChildren?: boolean } = {},
): number {
  if (typeof options.width === 'number' && Number.isFinite(options.width) && options.width > 0) {
    return Math.min(options.width, NAV_WIDTH.MAX_SINGLE);
  }
  const chars = Array.from(label).length;
  const arrow = options.hasChildren ? NAV_WIDTH.ARROW_WITH_CHILDREN : 0;
  return Math.min(chars * NAV_WIDTH.CHAR + NAV_WIDTH.ITEM_PADDING + arrow, NAV_WIDTH.MAX_SINGLE);
}

export interface NavOverflowItem {
  label: string;
  width?: number | null;
  hasChildren?: boolean;
}

/** Splits the navigation row into visible items and the rest (which go into More); see the module comment. */
export function splitNavOverflow(input: {
  items: NavOverflowItem[];
  template: NavigationTemplate;
  isO3: boolean;
  lang: LanguageCode;
  budget?: number;
}): { visible: number; overflow: number } {
  const { items, lang } = input;
  const budget = input.budget ?? NAV_WIDTH.BUDGET;
  const total = items.length;
  if (total === 0) return { visible: 0, overflow: 0 };
  const maxCount = visibleNavCount(input.template, input.isO3);
  const widths = items.map((it) =>
    navItemWidth(it.label, lang, { width: it.width ?? null, hasChildren: it.hasChildren ?? false }),
  );
  const sum = (k: number): number => widths.slice(0, k).reduce((a, b) => a + b, 0);

  if (total <= maxCount && sum(total) <= budget) return { visible: total, overflow: 0 };

  const more = moreItemWidth(lang);
  let visible = Math.min(maxCount, total);
  while (visible > 1 && sum(visible) + more > budget) visible--;
  visible = Math.max(visible, 1);
  return { visible, overflow: total - visible };
}
