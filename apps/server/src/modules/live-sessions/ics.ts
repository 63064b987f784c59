/**
 * A session as an RFC 5545 calendar file (issue 26 item 3), written by ical-generator (maintained, no runtime
 * dependencies) rather than by hand: it escapes TEXT values (`,` `;` `\` and newlines), folds lines at 75 octets
 * and ends them with CRLF — the parts a home-made writer gets wrong and calendars then refuse or misread.
 * - UID `<session id>@portico`: stable, so importing the file again updates the event instead of adding a copy.
 * - DTSTAMP: when the session was last revised (RFC 5545 §3.8.7.2 for an object without METHOD).
 * - DTSTART/DTEND in UTC (`…Z`): no VTIMEZONE needed, every calendar shows it in the reader's own zone.
 * - A cancelled session keeps its UID with STATUS:CANCELLED, so a calendar that has it marks it called off.
 */
import ical, { ICalEventStatus } from 'ical-generator';
import type { SessionRow } from './queries.ts';

export function sessionCalendar(row: SessionRow): string {
  const calendar = ical({ prodId: { company: 'Portico', product: 'Live sessions', language: 'EN' } });
  const start = new Date(row.start_at);
  calendar.createEvent({
    id: `${row.id}@portico`,
    start,
    end: new Date(start.getTime() + row.duration_minutes * 60_000),
    stamp: new Date(row.updated_at),
    summary: row.title,
    description: `${row.class_name}\n${row.join_url}`,
    location: row.join_url,
    url: row.join_url,
    status: row.cancelled_at ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** A file name any system accepts: the title's letters and digits, else `live-session`. */
export function calendarFileName(row: SessionRow): string {
  const base = row.title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'live-session'}.ics`;
}
