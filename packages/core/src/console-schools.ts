/**
 * Console rules for the school itself (issue 13): profile, members, sub-schools, hot-search pins, customer service
 * and AI settings. Pure: the server validates with them and the web forms check the same before sending.
 */
import { API_LIMITS } from './constants.ts';

export const CONSOLE_SCHOOL_LIMITS = {
  /** School name (core's school-name rule, spec §5 text checks) and its English form. */
  SCHOOL_NAME: API_LIMITS.SCHOOL_NAME,
  SCHOOL_NAME_EN: 100,
  /** A description per language. */
  DESCRIPTION: 2_000,
  /** Members list page size and the longest search text. */
  MEMBER_PAGE_SIZE: 20,
  MEMBER_SEARCH_MAX: 80,
  /** Open invite codes a school may hold at once; code length; the longest validity an admin may give. */
  INVITES_MAX: 50,
  INVITE_CODE_LENGTH: 8,
  INVITE_DAYS_MAX: 365,
  /** Sub-schools a parent may have. */
  SUB_SCHOOLS_MAX: 200,
  /** Pinned hot-search keywords (spec §5 shows only the first 8 hot searches anyway). */
  HOT_SEARCH_PINS: 8,
  HOT_SEARCH_KEYWORD: 50,
  /** Customer-service fields (the reader cuts at 100, spec §3 fields). */
  SERVICE_FIELD: 100,
  /** AI logo URL. */
  LOGO_URL: 500,
} as const;

/**
 * A customer-service phone: digits with the usual separators (+, spaces, dashes, parentheses), 5–20 digits — the
 * spec's 11-digit mobile rule (§5) is for feedback contacts; service lines are often landlines or 400 numbers.
 */
export function isServicePhone(value: string): boolean {
  const text = value.trim();
  if (!/^\+?[\d\s()-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 20;
}

/** A plain e-mail address: one @, a dot in the domain, no spaces or angle brackets. */
export function isServiceEmail(value: string): boolean {
  const text = value.trim();
  return (
    text.length <= 100 && /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/.test(text)
  );
}

/** A pin keyword: trimmed, non-empty, within the limit, no control characters. */
export function normalizePinKeyword(value: string): string | null {
  const text = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (text === '' || /[\u0000-\u001f\u007f]/.test(text)) return null;
  return [...text].length <= CONSOLE_SCHOOL_LIMITS.HOT_SEARCH_KEYWORD ? text : null;
}

/** Invite codes use letters and digits that cannot be misread (no 0/O, 1/I/L). */
export const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
