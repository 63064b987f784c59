/** Name rules shared by user names (spec §4 name compliance) and school names (spec §5 text checks). */
import { hasEmoji, hasSpecialCharacters } from '@portico/core';

/** The message for a name that breaks a rule, or null. Lengths count characters (code points), not bytes. */
export function nameProblem(label: string, value: string, maxLength: number): string | null {
  const name = value.trim();
  if (name === '') return `${label} cannot be empty`;
  if ([...name].length > maxLength) return `${label} must be at most ${maxLength} characters`;
  if (hasSpecialCharacters(name)) return `${label} cannot contain special characters`;
  if (hasEmoji(name)) return `${label} cannot contain emoji`;
  return null;
}

/** Spec §4: the real name is missing, or would fail the special-character or emoji check. */
export function isNameIncomplete(realName: string | null | undefined): boolean {
  const name = realName?.trim() ?? '';
  return name === '' || hasSpecialCharacters(name) || hasEmoji(name);
}
