import { withLang, type LanguageCode } from '@portico/core';
import { LANGUAGE_NAMES } from '@/lib/names.ts';

export interface LanguageOption {
  code: LanguageCode;
  /** The language named in itself ("العربية", "Deutsch"): never translated. */
  label: string;
  /** The current page (path and query kept) in that language. */
  href: string;
  current: boolean;
}

/**
 * Header component 007's entries: the school's language list (bootstrap `switching.languages`, computed by the
 * server per request — so the spec's one-hour client cache of the list has nothing left to cache), each linking to
 * the same page with its `sxz-lang`; following one reloads the page in that language.
 */
export function languageOptions(input: {
  languages: readonly LanguageCode[];
  current: LanguageCode;
  pathAndQuery: string;
}): LanguageOption[] {
  return input.languages.map((code) => ({
    code,
    label: LANGUAGE_NAMES[code],
    href: withLang(input.pathAndQuery, code),
    current: code === input.current,
  }));
}
