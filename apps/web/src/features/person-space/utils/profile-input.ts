/**
 * Client-side checks of the profile editor, the same rules the server applies (it checks again): a nickname of
 * 1–30 characters without spec §5's special characters or emoji; an avatar that is a GIF, JPEG or PNG (core
 * IMAGE_MIME_TYPES) of at most 512 KiB.
 */
import { API_LIMITS, IMAGE_MIME_TYPES, charCount, hasEmoji, hasSpecialCharacters } from '@portico/core';
import type { MessageKey } from '@/i18n/keys.ts';

export function nicknameProblem(raw: string): MessageKey | null {
  const name = raw.trim();
  if (name === '') return 'person.nicknameRequired';
  if (charCount(name) > API_LIMITS.USER_NAME) return 'errors.USER_NAME_TOO_LONG';
  if (hasSpecialCharacters(name)) return 'errors.USER_NAME_SPECIAL_CHARACTERS';
  if (hasEmoji(name)) return 'errors.USER_NAME_EMOJI';
  return null;
}

export function avatarFileProblem(file: { type: string; size: number }): MessageKey | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'errors.AVATAR_INVALID';
  if (file.size > API_LIMITS.AVATAR_BYTES_MAX) return 'errors.AVATAR_TOO_LARGE';
  return null;
}

/** The file as a data URL (what the avatar endpoint takes). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
