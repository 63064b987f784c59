import { htmlLang, type LanguageCode } from '@portico/core';

/**
 * Durations in the page's language through `Intl.NumberFormat` units ("2.5 hours", "2,5 Stunden",
 * "٢٫٥ ساعة"), so no message file spells a unit. One decimal at most; the same text on the server and in
 * the browser.
 */
function unit(lang: LanguageCode, name: 'hour' | 'minute' | 'day', value: number): string {
  return new Intl.NumberFormat(htmlLang(lang), {
    style: 'unit',
    unit: name,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

export const formatHours = (seconds: number, lang: LanguageCode) => unit(lang, 'hour', seconds / 3600);
export const formatMinutes = (seconds: number, lang: LanguageCode) => unit(lang, 'minute', seconds / 60);
export const formatDays = (days: number, lang: LanguageCode) => unit(lang, 'day', days);

/** A plain count in the page's language (Arabic digits on ar_SA pages). */
export const formatCount = (value: number, lang: LanguageCode) =>
  new Intl.NumberFormat(htmlLang(lang)).format(value);

/** A whole percent in the page's language ("90%", "90 %", "%90", "٩٠٪"): no message file places the sign. */
export const formatPercent = (percent: number, lang: LanguageCode) =>
  new Intl.NumberFormat(htmlLang(lang), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
