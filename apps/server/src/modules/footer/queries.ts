import type { LanguageCode } from '@portico/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, FooterTemplatesTable } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { loadTranslations, schoolDefaultLang } from '../../repositories/translations.ts';
import type { FooterTexts } from './presenter.ts';

export type FooterRow = Selectable<FooterTemplatesTable>;

export function listFooterTemplates(db: Kysely<Database>, schoolId: string): Promise<FooterRow[]> {
  return db
    .selectFrom('footer_templates')
    .selectAll()
    .where('school_id', '=', schoolId)
    .orderBy('type')
    .execute();
}

/** The footer's texts in `lang` and the school's default language (three small queries, run together). */
async function loadFooterTexts(
  db: Kysely<Database>,
  school: SchoolRow,
  lang: LanguageCode,
): Promise<FooterTexts> {
  const defaultLang = schoolDefaultLang(school);
  const langs = [...new Set([lang, defaultLang])];
  const [templates, links, qrCodes] = await Promise.all([
    loadTranslations(db, school.id, 'footer_template', langs),
    loadTranslations(db, school.id, 'footer_link', langs),
    loadTranslations(db, school.id, 'footer_qr', langs),
  ]);
  return { lang, defaultLang, templates, links, qrCodes };
}

/** The school's footer templates with their texts in `lang`. */
export async function loadLocalizedFooter(db: Kysely<Database>, school: SchoolRow, lang: LanguageCode) {
  const [rows, texts] = await Promise.all([
    listFooterTemplates(db, school.id),
    loadFooterTexts(db, school, lang),
  ]);
  return { rows, texts };
}
