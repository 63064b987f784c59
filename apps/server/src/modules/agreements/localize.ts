/**
 * Agreements per language (issue 13 §2): the title and body a member reads are the translation for the page
 * language, else the row's own (written in the school's default language). `lang` on agreement calls is zh-CN /
 * en-US (spec §9); the page's own code (sxz-lang, or a portal code in `lang`) says more when it is given.
 */
import { isSupportedLanguage, localizedText, type LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { loadTranslations, textsOf } from '../../repositories/translations.ts';

/** The content language of an agreement call: a portal code wins; zh-CN / en-US map to zh_CN / en_US. */
export function agreementContentLang(
  pageLang: string | undefined,
  lang: string | undefined,
): LanguageCode | null {
  if (isSupportedLanguage(pageLang)) return pageLang;
  if (isSupportedLanguage(lang)) return lang;
  if (lang === 'zh-CN') return 'zh_CN';
  if (lang === 'en-US') return 'en_US';
  return null;
}

/** The agreement's field in `lang` (null: the row's own text). */
export async function localizedAgreementField(
  db: Kysely<Database>,
  agreement: { id: string; school_id: string },
  field: 'title' | 'body',
  base: string,
  lang: LanguageCode | null,
): Promise<string> {
  if (!lang) return base;
  const map = await loadTranslations(db, agreement.school_id, 'agreement', [lang]);
  return localizedText(base, textsOf(map, agreement.id, field), lang, lang);
}
