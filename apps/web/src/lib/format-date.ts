import { htmlLang, type LanguageCode } from '@portico/core';

/**
 * A date in the page's language, on the UTC calendar: the server render and the browser (whatever its time zone)
 * print the same text, so hydration matches. `withZone` names the zone ("UTC") where a reader would otherwise take
 * the time for their own (a live session's start, issue 26 item 3).
 */
export function formatDate(iso: string, lang: LanguageCode, withTime = false, withZone = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(htmlLang(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(withTime && withZone ? { timeZoneName: 'short' as const } : {}),
    timeZone: 'UTC',
  }).format(date);
}
