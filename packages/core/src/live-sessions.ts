/**
 * Live sessions (issue 26 item 3): a lecturer schedules a session for a class — a title, a start, a duration and a
 * join URL of an outside conferencing tool (we do not build video conferencing). These are the rules both the server
 * and the web apply: the field limits, the join window (from 15 minutes before the start to the end), the state a
 * session is in, and when its reminder is due. Times are compared as instants (ISO 8601 strings in, `Date` now).
 */
import { LIMITS } from './constants.ts';
import { fieldLength } from './classes.ts';
import { isLegalLink } from './validation.ts';

export const LIVE_RULES = {
  /** Spec "lecturing field 100": the title, counted in characters (an emoji or a CJK character is one). */
  TITLE_MAX: LIMITS.LECTURING_FIELD,
  /** Duration bounds in minutes: a session is at least a quarter hour and at most a working day. */
  DURATION_MIN: 15,
  DURATION_MAX: 480,
  /** The join link opens this many minutes before the start (issue 26 item 3). */
  JOIN_OPENS_BEFORE_MIN: 15,
  /** The reminder message is sent this many minutes before the start. */
  REMIND_BEFORE_MIN: 15,
  /** A session may be scheduled at most this many days ahead. */
  SCHEDULE_AHEAD_DAYS: 366,
  /** The join URL's stored length. */
  URL_MAX: 2000,
} as const;

export const LIVE_SESSION_STATES = ['upcoming', 'live', 'ended', 'cancelled'] as const;
export type LiveSessionState = (typeof LIVE_SESSION_STATES)[number];

/** What the rules read of a stored session. */
export interface LiveSessionTimes {
  /** ISO 8601 start. */
  startAt: string;
  durationMinutes: number;
  /** ISO 8601, or null while scheduled. */
  cancelledAt?: string | null;
}

const MINUTE = 60_000;

export function liveTitleProblem(title: string): 'required' | 'too_long' | null {
  if (title.trim() === '') return 'required';
  if (fieldLength(title) > LIVE_RULES.TITLE_MAX) return 'too_long';
  return null;
}

/**
 * A join URL must pass the spec's link legality check (§5, core isLegalLink — the one the `external` resources of a
 * course use) and, being the address of an outside conferencing tool, be an absolute http(s) URL: a same-site path
 * would open the portal itself, not a meeting.
 */
export function isLegalJoinUrl(url: string): boolean {
  const trimmed = url.trim();
  return trimmed.length <= LIVE_RULES.URL_MAX && isLegalLink(trimmed) && /^https?:\/\/[^/]/i.test(trimmed);
}

export function durationProblem(minutes: number): boolean {
  return !Number.isInteger(minutes) || minutes < LIVE_RULES.DURATION_MIN || minutes > LIVE_RULES.DURATION_MAX;
}

/**
 * A start the lecturer may schedule: a real instant with its zone, not in the past (a minute of slack for the form's clock) and
 * at most SCHEDULE_AHEAD_DAYS ahead. Answers the normalised ISO string, or null.
 */
export function scheduledStart(raw: string, now: Date): string | null {
  // An explicit zone (Z or an offset): a bare local time would be read in the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return null;
  const start = new Date(raw);
  const time = start.getTime();
  if (Number.isNaN(time)) return null;
  if (time < now.getTime() - MINUTE) return null;
  if (time > now.getTime() + LIVE_RULES.SCHEDULE_AHEAD_DAYS * 86_400_000) return null;
  return start.toISOString();
}

export function sessionEnd(session: LiveSessionTimes): Date {
  return new Date(Date.parse(session.startAt) + session.durationMinutes * MINUTE);
}

/** From JOIN_OPENS_BEFORE_MIN minutes before the start (inclusive) to the end (exclusive). */
export function joinWindow(session: LiveSessionTimes): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(Date.parse(session.startAt) - LIVE_RULES.JOIN_OPENS_BEFORE_MIN * MINUTE),
    closesAt: sessionEnd(session),
  };
}

export function joinOpen(session: LiveSessionTimes, now: Date): boolean {
  if (session.cancelledAt) return false;
  const { opensAt, closesAt } = joinWindow(session);
  return now.getTime() >= opensAt.getTime() && now.getTime() < closesAt.getTime();
}

/** upcoming before the start, live from the start (inclusive) to the end (exclusive), ended after; or cancelled. */
export function liveSessionState(session: LiveSessionTimes, now: Date): LiveSessionState {
  if (session.cancelledAt) return 'cancelled';
  const t = now.getTime();
  if (t < Date.parse(session.startAt)) return 'upcoming';
  return t < sessionEnd(session).getTime() ? 'live' : 'ended';
}

/**
 * The reminder is due from REMIND_BEFORE_MIN minutes before the start (inclusive) until the start (exclusive), once:
 * not when already sent (`remindedAt`), not for a cancelled session, and not after the start — a server that was
 * down then would otherwise tell members a session "starts soon" that already runs (they see it in MyLive).
 */
export function reminderDue(session: LiveSessionTimes & { remindedAt: string | null }, now: Date): boolean {
  if (session.cancelledAt || session.remindedAt) return false;
  const start = Date.parse(session.startAt);
  const t = now.getTime();
  return t >= start - LIVE_RULES.REMIND_BEFORE_MIN * MINUTE && t < start;
}
