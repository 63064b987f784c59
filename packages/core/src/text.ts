/**
 * Spec §5 display text rules: width-aware truncation, user-name fallback, badge, counts and prices.
 */
import {
  ACADEMY_LISTS,
  BADGE_MAX,
  COUNT_PLUS_THRESHOLD,
  CURRENCY_SYMBOL,
  DISPLAY_ELLIPSIS,
  LIMITS,
} from './constants.ts';
import type { UserNameFields } from './types.ts';

/** Spec §5 "counts characters above code 255 as width 2, others 1". `ch` is one character (its first code point). */
export function charWidth(ch: string): number {
  const cp = ch.codePointAt(0);
  if (cp === undefined) return 0;
  return cp > 255 ? 2 : 1;
}

/** Spec §5 display width of `s`, iterating by code points (a surrogate pair is one character of width 2). */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch);
  return w;
}

/**
 * Spec §5 "Display text truncation … appending an ellipsis past the limit". When `s` is wider than `maxWidth`,
 * keeps the longest prefix whose width is ≤ `maxWidth` and appends `ellipsis` (which is not counted); otherwise
 * returns `s` unchanged. A wide character that would straddle the limit is dropped entirely.
 */
export function truncateDisplay(s: string, maxWidth: number, ellipsis: string = DISPLAY_ELLIPSIS): string {
  if (displayWidth(s) <= maxWidth) return s;
  let w = 0;
  let out = '';
  for (const ch of s) {
    const cw = charWidth(ch);
    if (w + cw > maxWidth) break;
    w += cw;
    out += ch;
  }
  return out + ellipsis;
}

/**
 * Spec §3 "Display name fallback: nickName, realName, mobile, email, "--"" and §5 "Displayed user name is cut to
 * 12 characters (one reading says 12 bytes)". Blank values are skipped. The cut follows §5's display-width rule —
 * the "12 bytes" reading: 12 Latin characters or 6 CJK ones — with an ellipsis past the limit, so a long name is
 * visibly cut rather than silently shortened (issue 22 item 5).
 */
export function displayUserName(user: UserNameFields | null | undefined): string {
  const candidates = [user?.nickName, user?.realName, user?.mobile, user?.email];
  for (const c of candidates) {
    if (typeof c === 'string' && c.trim() !== '') return truncateDisplay(c.trim(), LIMITS.DISPLAY_USER_NAME);
  }
  return '--';
}

/**
 * Spec §2 "two tabs when the user has 4 or more (6 on the login-selection page)", §9 "one-screen threshold 4 (6 on
 * login select)": whether a list of `count` distinct schools is split into two tabs.
 */
export function academyListHasTabs(count: number, onLoginSelect: boolean): boolean {
  const threshold = onLoginSelect
    ? ACADEMY_LISTS.ONE_SCREEN_THRESHOLD_LOGIN_SELECT
    : ACADEMY_LISTS.ONE_SCREEN_THRESHOLD;
  return count >= threshold;
}

/** Spec §5 "Message badge shows 99+ above 99"; nothing ('') for zero, negative or non-numeric counts. */
export function formatBadge(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  const count = Math.floor(n);
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * Spec §5 "Viewer/purchaser counts show a plus sign at or above 9998950".
 *
 * - below 10 000: the plain integer ('9999');
 * - from 10 000: ten-thousands ('w', 万) with one decimal, rounded half-up ('1.0w', 12 345 → '1.2w',
 *   10 500 → '1.1w');
 * - at or above 9 998 950: '999.9w+'.
 *
 * Reasoning: with one decimal the display would reach four digits ('1000.0w') at 9 999 500. The spec fixes the
 * cap at 9 998 950 instead, i.e. from the point where the value rounds to 999.90 at two decimals
 * (999.895 → 999.90): everything from there on shows the largest three-digit display plus a '+', and the largest
 * count below the cap (9 998 949) shows '999.9w' without it, so the display never exceeds '999.9w+'.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  const count = Math.floor(n);
  if (count >= COUNT_PLUS_THRESHOLD) return '999.9w+';
  if (count < 10000) return String(count);
  const tenths = Math.floor((count + 500) / 1000); // tenths of 10 000, half-up, in integers
  return `${(tenths / 10).toFixed(1)}w`;
}

/**
 * The spec §5 count rule for any locale's notation (issue 23 item 8): the number to format and whether a plus sign
 * follows. At or above the cap (9 998 950) the display is that of the largest count below it (9 998 949) with a
 * plus — '999.9w' + '+' in the spec's own notation (`formatCount`), '999.9万+' in Japanese, '10M+' in English — so
 * no locale's display of a capped count differs from that of the count just below the cap but for its plus.
 * Non-finite, zero or negative counts are 0.
 */
export function countDisplay(n: number): { value: number; plus: boolean } {
  if (!Number.isFinite(n) || n <= 0) return { value: 0, plus: false };
  const count = Math.floor(n);
  return count >= COUNT_PLUS_THRESHOLD
    ? { value: COUNT_PLUS_THRESHOLD - 1, plus: true }
    : { value: count, plus: false };
}

/**
 * Spec §9 "Price currency symbol is yuan": '¥' and two decimals ('¥12.00'), rounded half-up at the cent.
 * Whether 0 shows as "free" is decided by the UI. Non-finite input formats as '¥0.00'.
 */
export function formatPrice(yuan: number): string {
  if (!Number.isFinite(yuan)) return `${CURRENCY_SYMBOL}0.00`;
  const sign = yuan < 0 ? '-' : '';
  const cents = Math.round(Math.abs(yuan) * 100 + 1e-7);
  const str = (cents / 100).toFixed(2);
  return `${sign}${CURRENCY_SYMBOL}${str}`;
}
