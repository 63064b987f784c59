/**
 * Server-side checks of what the content forms send (issue 13 §3: every write is validated on the server), beyond
 * the schema's bounds: the default language's text is required and per-field limits hold. A failure is
 * VALIDATION_FAILED with `details.field` (a JSON-pointer-like path the form maps to its input) and `details.reason`.
 */
import { hasDefaultText, longestText, type LanguageCode, type LocalizedTexts } from '@portico/core';
import { fail } from '../../shared/http-error.ts';

export type FieldReason = 'required' | 'tooLong' | 'illegalUrl' | 'window' | 'tooMany';

export const invalidField = (field: string, reason: FieldReason, extra: Record<string, unknown> = {}) =>
  fail('VALIDATION_FAILED', `Field ${field} is invalid (${reason})`, { field, reason, ...extra });

/** The default language's text is there, and no language is longer than `max` characters. */
export function checkTexts(
  field: string,
  texts: LocalizedTexts | undefined,
  defaultLang: LanguageCode,
  max: number,
  required = true,
): void {
  if (required && !hasDefaultText(texts, defaultLang))
    throw invalidField(field, 'required', { lang: defaultLang });
  if (longestText(texts) > max) throw invalidField(field, 'tooLong', { max });
}

/** The text to store on the row itself: the default language's (what other languages fall back to). */
export const baseText = (texts: LocalizedTexts | undefined, defaultLang: LanguageCode) =>
  (texts?.[defaultLang] ?? '').trim();
