/** Issue 26 item 3: the live-session rules at and around every boundary they state. */
import { describe, expect, it } from 'vitest';
import {
  LIVE_RULES,
  durationProblem,
  isLegalJoinUrl,
  joinOpen,
  joinWindow,
  liveSessionState,
  liveTitleProblem,
  reminderDue,
  scheduledStart,
  sessionEnd,
} from '../src/live-sessions.ts';

const START = '2026-12-01T10:00:00.000Z';
const session = { startAt: START, durationMinutes: 60 };
const at = (offsetMs: number) => new Date(Date.parse(START) + offsetMs);
const MIN = 60_000;

describe('liveTitleProblem', () => {
  it('counts characters as a reader does: 100 pass, the 101st is refused', () => {
    expect(liveTitleProblem('a'.repeat(100))).toBeNull();
    expect(liveTitleProblem('a'.repeat(101))).toBe('too_long');
    expect(liveTitleProblem('😀'.repeat(100))).toBeNull();
    expect(liveTitleProblem('😀'.repeat(101))).toBe('too_long');
    expect(liveTitleProblem('课'.repeat(100))).toBeNull();
  });
  it('needs something to say', () => {
    expect(liveTitleProblem('')).toBe('required');
    expect(liveTitleProblem('   ')).toBe('required');
    expect(liveTitleProblem('x')).toBeNull();
  });
});

describe('isLegalJoinUrl', () => {
  it('accepts absolute http(s) meeting links', () => {
    expect(isLegalJoinUrl('https://meet.example.com/abc-def')).toBe(true);
    expect(isLegalJoinUrl('http://zoom.example.com/j/123?pwd=x')).toBe(true);
    expect(isLegalJoinUrl('  https://meet.example.com/x  ')).toBe(true);
  });
  it('refuses what the legality check refuses, and same-site or protocol-relative paths', () => {
    for (const url of [
      '',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'https://good.com\\@evil.com',
      'https://exa\tmple.com',
      '/course/1',
      '//meet.example.com/x',
      'meet.example.com',
      'ftp://files.example.com',
      'https://',
    ]) {
      expect(isLegalJoinUrl(url), url).toBe(false);
    }
  });
  it('bounds the length', () => {
    const base = 'https://meet.example.com/';
    expect(isLegalJoinUrl(base + 'a'.repeat(LIVE_RULES.URL_MAX - base.length))).toBe(true);
    expect(isLegalJoinUrl(base + 'a'.repeat(LIVE_RULES.URL_MAX - base.length + 1))).toBe(false);
  });
});

describe('durationProblem', () => {
  it('allows 15 to 480 whole minutes', () => {
    expect(durationProblem(14)).toBe(true);
    expect(durationProblem(15)).toBe(false);
    expect(durationProblem(480)).toBe(false);
    expect(durationProblem(481)).toBe(true);
    expect(durationProblem(30.5)).toBe(true);
    expect(durationProblem(Number.NaN)).toBe(true);
  });
});

describe('scheduledStart', () => {
  const now = new Date(START);
  it('normalises a future instant to ISO UTC', () => {
    expect(scheduledStart('2026-12-01T12:00:00+02:00', now)).toBe(START);
    expect(scheduledStart('2026-12-02T10:00:00Z', now)).toBe('2026-12-02T10:00:00.000Z');
  });
  it('allows a minute of clock slack, not more', () => {
    expect(scheduledStart(at(-MIN).toISOString(), now)).toBe(at(-MIN).toISOString());
    expect(scheduledStart(at(-MIN - 1).toISOString(), now)).toBeNull();
  });
  it('refuses more than a year ahead and what is not a date', () => {
    const limit = LIVE_RULES.SCHEDULE_AHEAD_DAYS * 86_400_000;
    expect(scheduledStart(at(limit).toISOString(), now)).not.toBeNull();
    expect(scheduledStart(at(limit + 1).toISOString(), now)).toBeNull();
    for (const raw of [
      '',
      'tomorrow',
      '2026-13-40T10:00',
      '1700000000000',
      '2026-12-01',
      '2026-12-01T12:00',
      '2026-12-01T12:00:00',
    ]) {
      expect(scheduledStart(raw, now), raw).toBeNull();
    }
  });
});

describe('join window and state', () => {
  it('ends after the duration', () => {
    expect(sessionEnd(session).toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(joinWindow(session).opensAt.toISOString()).toBe('2026-12-01T09:45:00.000Z');
  });
  it('opens the join link 15 minutes before the start (inclusive) until the end (exclusive)', () => {
    expect(joinOpen(session, at(-15 * MIN - 1))).toBe(false);
    expect(joinOpen(session, at(-15 * MIN))).toBe(true);
    expect(joinOpen(session, at(0))).toBe(true);
    expect(joinOpen(session, at(60 * MIN - 1))).toBe(true);
    expect(joinOpen(session, at(60 * MIN))).toBe(false);
  });
  it('never opens a cancelled session', () => {
    expect(joinOpen({ ...session, cancelledAt: START }, at(0))).toBe(false);
  });
  it('is upcoming before the start, live until the end, ended after, or cancelled', () => {
    expect(liveSessionState(session, at(-1))).toBe('upcoming');
    expect(liveSessionState(session, at(0))).toBe('live');
    expect(liveSessionState(session, at(60 * MIN - 1))).toBe('live');
    expect(liveSessionState(session, at(60 * MIN))).toBe('ended');
    expect(liveSessionState({ ...session, cancelledAt: START }, at(-1))).toBe('cancelled');
    expect(liveSessionState({ ...session, cancelledAt: null }, at(-1))).toBe('upcoming');
  });
});

describe('reminderDue', () => {
  const fresh = { ...session, remindedAt: null };
  it('is due from 15 minutes before the start (inclusive) until the start (exclusive)', () => {
    expect(reminderDue(fresh, at(-15 * MIN - 1))).toBe(false);
    expect(reminderDue(fresh, at(-15 * MIN))).toBe(true);
    expect(reminderDue(fresh, at(-1))).toBe(true);
    expect(reminderDue(fresh, at(0))).toBe(false);
  });
  it('is sent once and never for a cancelled session', () => {
    expect(reminderDue({ ...fresh, remindedAt: at(-10 * MIN).toISOString() }, at(-5 * MIN))).toBe(false);
    expect(reminderDue({ ...fresh, cancelledAt: START }, at(-5 * MIN))).toBe(false);
  });
});
