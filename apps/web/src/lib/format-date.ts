import { htmlLang, type LanguageCode } from '@portico/core';

/**
 * A date in the page's language, on the UTC calendar: the server render and the browser (whatever its time zone)
 * print the same text, so hydration matches.
 */
export function formatDate(iso: string, lang: LanguageCode, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(htmlLang(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'UTC',
  }).format(date);
}
