/**
 * Spec §2 "Overflowing items go into a More dropdown" and §9 navigation widths and counts.
 *
 * Algorithm (splitNavOverflow):
 * 1. Each item's width is its configured `width` when given, else its label's text width in the header font
 *    (14 px, spec §9) plus the 30 px item padding, plus a 23 px arrow slot when the item has children (the spec gives
 *    "arrow 22 or 23"; we reserve the larger so the row is never underestimated). Every item is capped at 720 px
 *    ("max single nav width"). The text width comes from `measure`: the browser passes canvas measureText in the
 *    real font; without it, core's per-script table (nav-text-width.ts) estimates it — the server render and the
 *    first client render use the table, so hydration matches.
 *    Deviation from spec §9 "character 18 px": 18 px a character fits CJK text, but applied to Latin text it left
 *    half the bar empty (issue 10); it remains the estimate for characters of no known script.
 * 2. At most `visibleNavCount(template, isO3)` items may be visible (6/10/7, O3 8/12/9).
 * 3. If every item fits in that count and their total width is within the budget (1440 px), all are visible and
 *    no More item is shown.
 * 4. Otherwise a More item is shown (59 px, 69 px in English — wider only when its translated label needs it) and
 *    the visible count is the largest k ≤ the template count such that the first k widths plus More fit the budget.
 * 5. The first item (Home) always stays visible, even if it alone does not fit.
 */
import { NAV_VISIBLE_COUNTS, NAV_WIDTH } from './constants.ts';
import type { LanguageCode } from './languages.ts';
import { estimateTextWidth } from './nav-text-width.ts';
import type { NavigationTemplate } from './types.ts';

/** Width in px of a text in the header font. */
export type MeasureText = (text: string) => number;

/** Core's table-based measure (regular or bold header font, 14 px): what the server renders with. */
export function tableMeasure(options: { bold?: boolean } = {}): MeasureText {
  const bold = options.bold ?? false;
  return (text) => estimateTextWidth(text, { fontSize: NAV_WIDTH.HEADER_FONT, bold });
}

const defaultMeasure = tableMeasure();

/**
 * Room the More item takes besides its label: 8 px padding on each side and a 12 px chevron slot. Its width is the
 * spec's 59/69 px unless the translated label needs more (a layout figure of ours, mirrored by nav.module.css).
 */
export const MORE_ITEM_CHROME = 28;

/** Spec §2 "Visible item counts before More: template 1 6, template 2 10, template 3 7; in the O3 variant 8, 12, 9". */
export function visibleNavCount(template: NavigationTemplate, isO3: boolean): number {
  const table = isO3 ? NAV_VISIBLE_COUNTS.o3 : NAV_VISIBLE_COUNTS.standard;
  return table[template] ?? table.index1;
}

/**
 * Width of the More item: spec §9 "More item 59 px (69 in English)"; given its label and a measure, at least the
 * label plus MORE_ITEM_CHROME (a long translation such as "Daha fazla" never overflows its item).
 */
export function moreItemWidth(
  lang: LanguageCode,
  label?: string,
  measure: MeasureText = defaultMeasure,
): number {
  const spec = lang === 'en_US' ? NAV_WIDTH.MORE_EN : NAV_WIDTH.MORE;
  return label === undefined ? spec : Math.max(spec, measure(label) + MORE_ITEM_CHROME);
}

/**
 * Width of one navigation item (step 1 of the module comment): text width + 30 px padding + 23 px arrow slot when
 * it has children, capped at 720 px; a configured `width` (> 0) replaces the computed one (still capped).
 */
export function navItemWidth(
  label: string,
  options: { width?: number | null; hasChildren?: boolean; measure?: MeasureText } = {},
): number {
  if (typeof options.width === 'number' && Number.isFinite(options.width) && options.width > 0) {
    return Math.min(options.width, NAV_WIDTH.MAX_SINGLE);
  }
  const text = (options.measure ?? defaultMeasure)(label);
  const arrow = options.hasChildren ? NAV_WIDTH.ARROW_WITH_CHILDREN : 0;
  return Math.min(text + NAV_WIDTH.ITEM_PADDING + arrow, NAV_WIDTH.MAX_SINGLE);
}

/**
 * Budget of the item row when the navigation (`width` px) also holds leading triggers before the items — the
 * navigation-group switcher and the Categories tab, each a label with padding and arrow like an item with
 * children. Whole pixels, never negative.
 */
export function navBarBudget(input: { width: number; leading: string[]; measure?: MeasureText }): number {
  const taken = input.leading.reduce(
    (sum, label) => sum + navItemWidth(label, { hasChildren: true, measure: input.measure }),
    0,
  );
  return Math.max(0, Math.floor(input.width - taken));
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
  /** Text width in the header font; core's table when absent. */
  measure?: MeasureText;
  /** The More item's translated label (its width grows past 59/69 px only when the label needs it). */
  moreLabel?: string;
}): { visible: number; overflow: number } {
  const { items, lang, measure } = input;
  const budget = input.budget ?? NAV_WIDTH.BUDGET;
  const total = items.length;
  if (total === 0) return { visible: 0, overflow: 0 };
  const maxCount = visibleNavCount(input.template, input.isO3);
  const widths = items.map((it) =>
    navItemWidth(it.label, { width: it.width ?? null, hasChildren: it.hasChildren ?? false, measure }),
  );
  const sum = (k: number): number => widths.slice(0, k).reduce((a, b) => a + b, 0);

  if (total <= maxCount && sum(total) <= budget) return { visible: total, overflow: 0 };

  const more = moreItemWidth(lang, input.moreLabel, measure);
  let visible = Math.min(maxCount, total);
  while (visible > 1 && sum(visible) + more > budget) visible--;
  visible = Math.max(visible, 1);
  return { visible, overflow: total - visible };
}
