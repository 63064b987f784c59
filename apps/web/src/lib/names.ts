import type { LanguageCode } from '@portico/core';
import type { SchoolInfo } from '@portico/contracts';

/** Names follow the language: the English name for every non-Chinese language when the data has one. */
export function localizedName(name: string, nameEn: string | null | undefined, lang: LanguageCode): string {
  return lang !== 'zh_CN' && nameEn ? nameEn : name;
}

export function schoolDisplayName(school: SchoolInfo | null, lang: LanguageCode): string | null {
  return school ? localizedName(school.name, school.nameEn, lang) : null;
}

/** Endonyms for the language indicator: a language is always named in itself, so they are not translated. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  es_ES: 'Español',
  ru_RU: 'Русский',
  ar_SA: 'العربية',
  pl_PL: 'Polski',
  de_DE: 'Deutsch',
  tr_TR: 'Türkçe',
  fr_FR: 'Français',
  ja_JP: '日本語',
  ko_KR: '한국어',
  pt_BR: 'Português (Brasil)',
};
