/**
 * Issue 24: the exam timer counts down from the server's `remainingSeconds` with the monotonic performance.now()
 * (never Date.now() against the deadline: the computer's clock may be wrong or change), and is announced to screen
 * readers only when it crosses EXAM_RULES.ANNOUNCE_AT_MINUTES — not every second.
 */
import { EXAM_RULES } from '@portico/core';

/** Seconds left `elapsedMs` after the server said `remainingSeconds`. */
export function secondsLeft(remainingSeconds: number, elapsedMs: number): number {
  return Math.max(0, Math.ceil(remainingSeconds - elapsedMs / 1000));
}

/**
 * The minute mark to announce when the timer moved from `before` to `now` seconds left, or null. A mark is
 * announced when the timer reaches it (a page opened with 4 minutes left announces neither 10 nor 5).
 */
export function crossedMark(before: number, now: number): number | null {
  for (const minutes of EXAM_RULES.ANNOUNCE_AT_MINUTES) {
    const mark = minutes * 60;
    if (before > mark && now <= mark) return minutes;
  }
  return null;
}

/** `h:mm:ss` / `mm:ss` for the visible clock (digits only, the same in every language). */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
