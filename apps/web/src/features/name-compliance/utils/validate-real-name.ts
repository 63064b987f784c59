import { API_LIMITS, charCount, hasEmoji, hasSpecialCharacters } from '@portico/core';
import type { MessageKey } from '@/i18n/keys.ts';

/** The server's limit for names (contracts.md §5 "empty/over 30 characters"). */
export const REAL_NAME_MAX = API_LIMITS.USER_NAME;

/** Spec §4 name compliance: required, no special characters, no emoji, at most 30 characters; null when valid. */
export function realNameError(raw: string): MessageKey | null {
  const name = raw.trim();
  if (!name) return 'name.required';
  if (hasSpecialCharacters(name)) return 'name.special';
  if (hasEmoji(name)) return 'name.emoji';
  if (charCount(name) > REAL_NAME_MAX) return 'name.tooLong';
  return null;
}
