/** Input rules of the switching calls (contracts §7, spec §5): the school-search keyword and the cookie choice. */
import { LIMITS, charCount, normalizeSchoolSearch } from '@portico/core';
import { fail } from '../../shared/http-error.ts';

const KEYWORD_TOO_LONG = `keyword must be at most ${LIMITS.SCHOOL_SEARCH} characters`;
const BAD_COOKIE_OPERATION = 'operation must be 1 (accept) or 0 (reject)';

/**
 * Spec §5 "School switcher search keyword: trimmed, max 80 characters": the client trims and cuts, the server
 * accepts up to 80 characters after trimming and answers 400 beyond. Empty (or absent) → no filter (null).
 */
export function schoolSearchKeyword(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const trimmed = raw.trim();
  if (charCount(trimmed) > LIMITS.SCHOOL_SEARCH) {
    throw fail('KEYWORD_TOO_LONG', KEYWORD_TOO_LONG, { max: LIMITS.SCHOOL_SEARCH });
  }
  return normalizeSchoolSearch(trimmed) || null;
}

export function cookieOperation(raw: string | undefined): '0' | '1' {
  if (raw === '1' || raw === '0') return raw;
  throw fail('COOKIE_OPERATION_INVALID', BAD_COOKIE_OPERATION);
}
