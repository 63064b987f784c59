import { API_LIMITS, charCount, hasEmoji, hasSpecialCharacters } from '@portico/core';
import type { MessageKey } from '@/i18n/keys.ts';

/** The server's limit for school names (contracts.md §5 "over 50 characters"). */
export const SCHOOL_NAME_MAX = API_LIMITS.SCHOOL_NAME;

/** The same rules as the server, in the same order; null when valid. */
export function schoolNameError(raw: string): MessageKey | null {
  const name = raw.trim();
  if (!name) return 'register.nameRequired';
  if (charCount(name) > SCHOOL_NAME_MAX) return 'register.nameTooLong';
  if (hasSpecialCharacters(name)) return 'register.nameSpecial';
  if (hasEmoji(name)) return 'register.nameEmoji';
  return null;
}
