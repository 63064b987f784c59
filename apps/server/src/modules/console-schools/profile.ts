/**
 * School profile (issue 13 §1): name (core's school-name rule), English name, logo (an upload of this school),
 * description per language, open/closed, languages offered (`schoolLanguage`), the default language (one of
 * them) and, for a first-level school, the store type (`market_store_switch`, spec §4/§7 marketStoreSwitch). The header, school details and academy lists read the row on every request.
 */
import { CONSOLE_SCHOOL_LIMITS, type LanguageCode, type LocalizedTexts } from '@portico/core';
import type { Profile, ProfileInput } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import {
  loadTranslations,
  saveTranslations,
  schoolDefaultLang,
  textsOf,
} from '../../repositories/translations.ts';
import { fail } from '../../shared/http-error.ts';
import { nameProblem } from '../../shared/names.ts';
import { configOwners, parseLanguages, readConfig } from '../academies/config.ts';
import { blankToNull, setConfig } from './config-write.ts';

const LOGO_KEPT_FOR = 'school_logo';

export async function loadProfile(db: Kysely<Database>, school: SchoolRow): Promise<Profile> {
  const [config, translations] = await Promise.all([
    readConfig(db, configOwners(school), ['schoolLanguage']),
    loadTranslations(db, school.id, 'school'),
  ]);
  const defaultLang = schoolDefaultLang(school);
  const description: LocalizedTexts = { ...textsOf(translations, school.id, 'description') };
  // Rows written before translations existed keep their text on the row: it is the default language's.
  if (school.description && !description[defaultLang]) description[defaultLang] = school.description;
  return {
    name: school.name,
    nameEn: school.name_en,
    logoUrl: school.logo_url,
    description,
    openSchool: school.open_school === '0' ? '0' : '1',
    languages: parseLanguages(config.get('schoolLanguage')),
    defaultLang,
    marketStoreSwitch: school.market_store_switch === '1' ? '1' : '0',
  };
}

/** Checks everything before the first write; throws the first problem (400). */
async function validate(trx: Kysely<Database>, school: SchoolRow, input: ProfileInput) {
  const nameError = nameProblem('school', 'School name', input.name, CONSOLE_SCHOOL_LIMITS.SCHOOL_NAME);
  if (nameError) throw nameError;
  const nameEn = blankToNull(input.nameEn);
  if (nameEn) {
    const enError = nameProblem('school', 'English name', nameEn, CONSOLE_SCHOOL_LIMITS.SCHOOL_NAME_EN);
    if (enError) throw enError;
  }
  if (!input.languages.includes(input.defaultLang)) {
    throw fail('DEFAULT_LANGUAGE_NOT_OFFERED', 'The default language must be one of the offered languages');
  }
  for (const [lang, text] of Object.entries(input.description)) {
    if ([...(text ?? '')].length > CONSOLE_SCHOOL_LIMITS.DESCRIPTION) {
      throw fail('VALIDATION_FAILED', `Description (${lang}) is too long`, {
        max: CONSOLE_SCHOOL_LIMITS.DESCRIPTION,
      });
    }
  }
  const logoUrl = blankToNull(input.logoUrl);
  // Only the current logo or an image uploaded to this school (never a foreign URL: the header shows it).
  if (logoUrl && logoUrl !== school.logo_url) {
    const upload = await trx
      .selectFrom('uploads')
      .select(['id', 'content_type'])
      .where('school_id', '=', school.id)
      .where('url', '=', logoUrl)
      .executeTakeFirst();
    if (!upload || !upload.content_type.startsWith('image/')) {
      throw fail('SCHOOL_LOGO_INVALID', 'The logo must be an image uploaded to this school');
    }
    await trx.updateTable('uploads').set({ kept_for: LOGO_KEPT_FOR }).where('id', '=', upload.id).execute();
  }
  return { name: input.name.trim(), nameEn, logoUrl };
}

export async function saveProfile(
  trx: Kysely<Database>,
  school: SchoolRow,
  input: ProfileInput,
): Promise<{ before: Profile; after: Profile }> {
  const before = await loadProfile(trx, school);
  const { name, nameEn, logoUrl } = await validate(trx, school, input);
  const defaultLang: LanguageCode = input.defaultLang;
  // Store type (spec §4 store-enabled flag) is a first-level school's: a sub-school's stays '0'; absent: unchanged.
  const marketStoreSwitch =
    school.parent_id === null && input.marketStoreSwitch !== undefined
      ? input.marketStoreSwitch
      : school.market_store_switch;
  const description = Object.fromEntries(
    Object.entries(input.description).filter(([lang]) => input.languages.includes(lang as LanguageCode)),
  ) as LocalizedTexts;
  await trx
    .updateTable('schools')
    .set({
      name,
      name_en: nameEn,
      logo_url: logoUrl,
      description: blankToNull(description[defaultLang]),
      open_school: input.openSchool,
      default_lang: defaultLang,
      market_store_switch: marketStoreSwitch,
    })
    .where('id', '=', school.id)
    .execute();
  await setConfig(trx, school.id, 'schoolLanguage', input.languages.join(','));
  await saveTranslations(trx, school.id, 'school', school.id, { description });
  const updated: SchoolRow = {
    ...school,
    name,
    name_en: nameEn,
    logo_url: logoUrl,
    description: blankToNull(description[defaultLang]),
    open_school: input.openSchool,
    default_lang: defaultLang,
    market_store_switch: marketStoreSwitch,
  };
  return { before, after: await loadProfile(trx, updated) };
}
