/**
 * Per-language texts of what admins write (issue 13 §2), in `content_translations`: one row per school, entity,
 * row id, field and language. Readers load one entity kind for one language in one query and pick with core's
 * `localizedText` (language → school default → the row's own text).
 */
import {
  DEFAULT_LANGUAGE,
  cleanLocalizedTexts,
  isSupportedLanguage,
  localizedText,
  type LanguageCode,
  type LocalizedTexts,
} from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Entity kinds with translated fields (the `entity` column). */
export type TranslatedEntity =
  | 'school'
  | 'chapter'
  | 'resource'
  | 'navigation_group'
  | 'navigation_page'
  | 'custom_menu'
  | 'footer_template'
  | 'footer_link'
  | 'footer_qr'
  | 'bulletin'
  | 'agreement'
  | 'category'
  | 'course';

/** `entityId → field → texts` for the languages asked (default: all). */
export type TranslationMap = Map<string, Map<string, LocalizedTexts>>;

export async function loadTranslations(
  db: Kysely<Database>,
  schoolId: string,
  entity: TranslatedEntity,
  langs?: readonly LanguageCode[],
): Promise<TranslationMap> {
  let query = db
    .selectFrom('content_translations')
    .select(['entity_id', 'field', 'lang', 'value'])
    .where('school_id', '=', schoolId)
    .where('entity', '=', entity);
  if (langs) {
    if (langs.length === 0) return new Map();
    query = query.where('lang', 'in', [...langs]);
  }
  const map: TranslationMap = new Map();
  for (const row of await query.execute()) {
    const fields = map.get(row.entity_id) ?? new Map<string, LocalizedTexts>();
    const texts = fields.get(row.field) ?? {};
    texts[row.lang as LanguageCode] = row.value;
    fields.set(row.field, texts);
    map.set(row.entity_id, fields);
  }
  return map;
}

export function textsOf(map: TranslationMap, entityId: string, field: string): LocalizedTexts | undefined {
  return map.get(entityId)?.get(field);
}

/**
 * Replaces the texts of the given fields of one row (other fields keep theirs). Call inside the write's
 * transaction. Blank texts and unsupported codes are dropped.
 */
export async function saveTranslations(
  db: Kysely<Database>,
  schoolId: string,
  entity: TranslatedEntity,
  entityId: string,
  fields: Record<string, LocalizedTexts | undefined>,
): Promise<void> {
  for (const [field, texts] of Object.entries(fields)) {
    if (texts === undefined) continue;
    await db
      .deleteFrom('content_translations')
      .where('school_id', '=', schoolId)
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .where('field', '=', field)
      .execute();
    const rows = Object.entries(cleanLocalizedTexts(texts)).map(([lang, value]) => ({
      school_id: schoolId,
      entity,
      entity_id: entityId,
      field,
      lang,
      value,
    }));
    if (rows.length > 0) await db.insertInto('content_translations').values(rows).execute();
  }
}

/** Removes every text of rows that are gone (call with the ids a write deleted). */
export async function deleteTranslations(
  db: Kysely<Database>,
  schoolId: string,
  entity: TranslatedEntity,
  entityIds: readonly string[],
): Promise<void> {
  if (entityIds.length === 0) return;
  await db
    .deleteFrom('content_translations')
    .where('school_id', '=', schoolId)
    .where('entity', '=', entity)
    .where('entity_id', 'in', [...entityIds])
    .execute();
}

/** The language a school's admin-written texts fall back to: its setting, else the platform default (zh_CN). */
export function schoolDefaultLang(school: { default_lang: string | null }): LanguageCode {
  return isSupportedLanguage(school.default_lang) ? school.default_lang : DEFAULT_LANGUAGE;
}

/**
 * Each school's description in `lang` (→ the school's default language → the row's own text), for any number of
 * schools in one query (academy lists, the page's school). Null when a school has no description at all.
 */
export async function localizedDescriptions(
  db: Kysely<Database>,
  schools: ReadonlyArray<{ id: string; description: string | null; default_lang: string | null }>,
  lang: LanguageCode,
): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const ids = [...new Set(schools.map((school) => school.id))];
  if (ids.length === 0) return out;
  const langs = [...new Set([lang, ...schools.map(schoolDefaultLang)])];
  const rows = await db
    .selectFrom('content_translations')
    .select(['entity_id', 'lang', 'value'])
    .where('school_id', 'in', ids)
    .where('entity', '=', 'school')
    .where('entity_id', 'in', ids)
    .where('field', '=', 'description')
    .where('lang', 'in', langs)
    .execute();
  const texts = new Map<string, LocalizedTexts>();
  for (const row of rows) {
    const own = texts.get(row.entity_id) ?? {};
    own[row.lang as LanguageCode] = row.value;
    texts.set(row.entity_id, own);
  }
  for (const school of schools) {
    const text = localizedText(
      school.description ?? '',
      texts.get(school.id),
      lang,
      schoolDefaultLang(school),
    );
    out.set(school.id, text.trim() === '' ? null : text);
  }
  return out;
}
