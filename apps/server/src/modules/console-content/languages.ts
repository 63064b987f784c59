/**
 * The languages a content form offers (issue 13 §2): the school's `schoolLanguage` list (its parent's for a
 * sub-school without one) with the default language first, so the required field comes first.
 */
import type { LanguageCode, LocalizedTexts } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { configOwners, parseLanguages, readConfig } from '../academies/config.ts';

export interface SectionLanguages {
  languages: LanguageCode[];
  defaultLang: LanguageCode;
}

export async function sectionLanguages(db: Kysely<Database>, school: SchoolRow): Promise<SectionLanguages> {
  const config = await readConfig(db, configOwners(school), ['schoolLanguage']);
  const defaultLang = schoolDefaultLang(school);
  const offered = parseLanguages(config.get('schoolLanguage'));
  return { defaultLang, languages: [defaultLang, ...offered.filter((lang) => lang !== defaultLang)] };
}

/** The form's texts of one field: the stored translations over the row's own (default-language) text. */
export function formTexts(
  base: string,
  texts: LocalizedTexts | undefined,
  defaultLang: LanguageCode,
): LocalizedTexts {
  const out: LocalizedTexts = base.trim() ? { [defaultLang]: base } : {};
  return { ...out, ...texts };
}
