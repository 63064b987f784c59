/** Name rules shared by user names (spec §4 name compliance) and school names (spec §5 text checks). */
import type { ErrorCode } from '@portico/contracts';
import { hasEmoji, hasSpecialCharacters } from '@portico/core';
import { fail, type HttpError } from './http-error.ts';

type NameRule = 'empty' | 'tooLong' | 'special' | 'emoji';

/** Each broken rule has its own code, so the web can say which (and for a school or a person). */
const NAME_CODES = {
  school: {
    empty: 'SCHOOL_NAME_EMPTY',
    tooLong: 'SCHOOL_NAME_TOO_LONG',
    special: 'SCHOOL_NAME_SPECIAL_CHARACTERS',
    emoji: 'SCHOOL_NAME_EMOJI',
  },
  user: {
    empty: 'USER_NAME_EMPTY',
    tooLong: 'USER_NAME_TOO_LONG',
    special: 'USER_NAME_SPECIAL_CHARACTERS',
    emoji: 'USER_NAME_EMOJI',
  },
} as const satisfies Record<string, Record<NameRule, ErrorCode>>;

/**
 * The 400 for a name that breaks a rule, or null. Lengths count characters (code points), not bytes; the
 * details carry `max` for the too-long case.
 */
export function nameProblem(
  kind: keyof typeof NAME_CODES,
  label: string,
  value: string,
  maxLength: number,
): HttpError | null {
  const codes = NAME_CODES[kind];
  const name = value.trim();
  if (name === '') return fail(codes.empty, `${label} cannot be empty`);
  if ([...name].length > maxLength) {
    return fail(codes.tooLong, `${label} must be at most ${maxLength} characters`, { max: maxLength });
  }
  if (hasSpecialCharacters(name)) return fail(codes.special, `${label} cannot contain special characters`);
  if (hasEmoji(name)) return fail(codes.emoji, `${label} cannot contain emoji`);
  return null;
}

/** Spec §4: the real name is missing, or would fail the special-character or emoji check. */
export function isNameIncomplete(realName: string | null | undefined): boolean {
  const name = realName?.trim() ?? '';
  return name === '' || hasSpecialCharacters(name) || hasEmoji(name);
}
