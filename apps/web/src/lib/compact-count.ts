import { countDisplay, formatCount, htmlLang, type LanguageCode } from '@portico/core';

const formatters = new Map<LanguageCode, Intl.NumberFormat>();

function compactFormatter(lang: LanguageCode): Intl.NumberFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(htmlLang(lang), { notation: 'compact', maximumFractionDigits: 1 });
    formatters.set(lang, formatter);
  }
  return formatter;
}

/**
 * A viewer/purchaser count in the page language's compact notation (issue 23 item 8): '12.3K' in English,
 * '١٢٫٣ ألف' in Arabic, '1.2万' in Japanese. zh_CN keeps the spec's own form ('1.2w', '999.9w+', core
 * `formatCount`); every other language applies the same cap (core `countDisplay`: at or above 9 998 950 the
 * display of 9 998 949 with a plus).
 */
export function formatCompactCount(count: number, lang: LanguageCode): string {
  if (lang === 'zh_CN') return formatCount(count);
  const { value, plus } = countDisplay(count);
  const text = compactFormatter(lang).format(value);
  return plus ? `${text}+` : text;
}
