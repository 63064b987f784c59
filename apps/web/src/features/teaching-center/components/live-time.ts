/**
 * How a live session's time reads (issue 26 item 3): in the reader's own time zone, named ("10:00 CET"), because a
 * session is at one instant for everyone. These render only in the browser (the lists are fetched after
 * hydration), so the zone is the reader's, never the server's.
 */
import type { LanguageCode } from '@portico/core';
import { htmlLang } from '@portico/core';

export function sessionTime(iso: string, lang: LanguageCode): string {
  return new Intl.DateTimeFormat(htmlLang(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** "60 minutes" in the reader's language, plural included (Intl's unit formatting). */
export function sessionMinutes(minutes: number, lang: LanguageCode): string {
  return new Intl.NumberFormat(htmlLang(lang), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    minutes,
  );
}
