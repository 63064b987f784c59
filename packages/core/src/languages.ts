/**
 * Languages of spec §2 and §9: the 12 supported codes, defaults, direction and the code variants the
 * various consumers need (UI messages, `<html lang>`, agreement calls, O3 calls).
 */

/** Spec §9 "Supported languages", zh_CN first. */
export const SUPPORTED_LANGUAGES = [
  'zh_CN',
  'en_US',
  'es_ES',
  'ru_RU',
  'ar_SA',
  'pl_PL',
  'de_DE',
  'tr_TR',
  'fr_FR',
  'ja_JP',
  'ko_KR',
  'pt_BR',
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

/** Spec §2 "default zh_CN". */
export const DEFAULT_LANGUAGE = 'zh_CN' as const satisfies LanguageCode;
/** Spec §2 "(en_US for overseas domains)". */
export const OVERSEAS_DEFAULT_LANGUAGE = 'en_US' as const satisfies LanguageCode;
/** Spec §9 "fallback language en": the language used when a message is missing in the chosen one. */
export const FALLBACK_LANGUAGE = 'en_US' as const satisfies LanguageCode;

const SUPPORTED_SET: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES);

/** Spec §9: is `x` one of the 12 supported language codes (exact spelling, e.g. 'zh_CN')? */
export function isSupportedLanguage(x: unknown): x is LanguageCode {
  return typeof x === 'string' && SUPPORTED_SET.has(x);
}

/**
 * Spec §2 "Language comes from query sxz-lang; default zh_CN (en_US for overseas domains)".
 * An unsupported or missing query value falls back to the domain's default.
 */
export function resolveLanguage(input: {
  query: string | null | undefined;
  overseas: boolean;
}): LanguageCode {
  if (isSupportedLanguage(input.query)) return input.query;
  return input.overseas ? OVERSEAS_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE;
}

/** Spec §2 "ar_SA gives right-to-left layout". */
export function textDirection(lang: LanguageCode): 'ltr' | 'rtl' {
  return lang === 'ar_SA' ? 'rtl' : 'ltr';
}

export type UiLanguageCode =
  'zh' | 'en' | 'es' | 'ru' | 'ar' | 'pl' | 'de' | 'tr' | 'fr' | 'ja' | 'ko' | 'pt';

/** Spec §9 "UI codes zh, en, es, ru, ar, pl, de, tr, fr, ja, ko, pt": the part before the underscore. */
export function uiLanguageCode(lang: LanguageCode): UiLanguageCode {
  return lang.slice(0, 2) as UiLanguageCode;
}

/** BCP 47 tag for `<html lang>`: 'zh_CN' → 'zh-CN', 'ar_SA' → 'ar-SA'. */
export function htmlLang(lang: LanguageCode): string {
  return lang.replace('_', '-');
}

/** Spec §7 / §9 "Agreement calls use zh-CN or en-US": zh-CN for zh_CN, en-US for every other language. */
export function agreementLanguage(lang: LanguageCode): 'zh-CN' | 'en-US' {
  return lang === 'zh_CN' ? 'zh-CN' : 'en-US';
}

/** Spec §7 O3 calls take "language (cn or en)": cn for zh_CN, en for every other language. */
export function o3Language(lang: LanguageCode): 'cn' | 'en' {
  return lang === 'zh_CN' ? 'cn' : 'en';
}
