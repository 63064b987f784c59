import type { LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { loadTranslations, schoolDefaultLang, textsOf } from '../../repositories/translations.ts';
import { presentBulletin } from './presenter.ts';

const ACTIVE = 1;

/** The newest active bulletin whose window contains `now` (ISO strings of one width compare as instants). */
export function findActiveBulletin(db: Kysely<Database>, schoolId: string, now: Date) {
  const instant = now.toISOString();
  return db
    .selectFrom('bulletins')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('status', '=', ACTIVE)
    .where('start_time', '<=', instant)
    .where('end_time', '>=', instant)
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export type BulletinRow = NonNullable<Awaited<ReturnType<typeof findActiveBulletin>>>;

/** The active bulletin with its content in `lang` (→ the school's default language → the row's text). */
export async function loadActiveBulletin(
  db: Kysely<Database>,
  school: SchoolRow,
  lang: LanguageCode,
  now: Date,
) {
  const row = await findActiveBulletin(db, school.id, now);
  if (!row) return null;
  const defaultLang = schoolDefaultLang(school);
  const map = await loadTranslations(db, school.id, 'bulletin', [...new Set([lang, defaultLang])]);
  // Only this row's texts matter; the map is small (one school, one or two languages).
  return presentBulletin(row, { content: textsOf(map, row.id, 'content'), lang, defaultLang });
}
