/**
 * The console's bulletins (issue 13): list with every language's content, create, edit, delete. `live` is core's
 * spec §4 rule (status 1 and now inside the window) so the admin sees what visitors see. A new bulletin has a new
 * id, which resets every visitor's closed flag (spec §4 "A new id resets the flag to no").
 */
import type { ConsoleBulletin, ConsoleBulletinInput, ConsoleBulletinsView } from '@portico/contracts';
import { CONTENT_LIMITS, isBulletinVisible, isBulletinWindowValid, type LanguageCode } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import {
  deleteTranslations,
  loadTranslations,
  saveTranslations,
  textsOf,
} from '../../repositories/translations.ts';
import { fail } from '../../shared/http-error.ts';
import { formTexts, sectionLanguages } from './languages.ts';
import { baseText, checkTexts, invalidField } from './validate.ts';

export async function loadBulletinsView(
  db: Kysely<Database>,
  school: SchoolRow,
): Promise<ConsoleBulletinsView> {
  const [langs, rows, texts] = await Promise.all([
    sectionLanguages(db, school),
    db
      .selectFrom('bulletins')
      .selectAll()
      .where('school_id', '=', school.id)
      .orderBy('start_time', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    loadTranslations(db, school.id, 'bulletin'),
  ]);
  const now = new Date();
  return {
    ...langs,
    bulletins: rows.map((row): ConsoleBulletin => ({
      id: row.id,
      content: formTexts(row.content, textsOf(texts, row.id, 'content'), langs.defaultLang),
      startTime: row.start_time,
      endTime: row.end_time,
      status: row.status,
      live: isBulletinVisible({
        bulletin: { id: row.id, status: row.status, startTime: row.start_time, endTime: row.end_time },
        now,
        storedId: null,
        storedClosed: null,
      }),
    })),
  };
}

/** Instants are stored as ISO 8601 UTC of one width (the active-bulletin query compares them as text). */
const utc = (value: string) => new Date(Date.parse(value)).toISOString();

function checkBulletin(input: ConsoleBulletinInput, defaultLang: LanguageCode) {
  checkTexts('content', input.content, defaultLang, CONTENT_LIMITS.BULLETIN_CONTENT_MAX);
  if (!isBulletinWindowValid(input.startTime, input.endTime)) throw invalidField('endTime', 'window');
}

export async function findBulletin(db: Kysely<Database>, schoolId: string, id: string) {
  const row = await db
    .selectFrom('bulletins')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw fail('NOT_FOUND', 'This school has no such bulletin');
  return row;
}

export async function createBulletin(trx: Kysely<Database>, school: SchoolRow, input: ConsoleBulletinInput) {
  const { defaultLang } = await sectionLanguages(trx, school);
  checkBulletin(input, defaultLang);
  const count = await trx
    .selectFrom('bulletins')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('school_id', '=', school.id)
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= CONTENT_LIMITS.BULLETINS_MAX) {
    throw invalidField('bulletins', 'tooMany', { max: CONTENT_LIMITS.BULLETINS_MAX });
  }
  const id = newId();
  await trx
    .insertInto('bulletins')
    .values({
      id,
      school_id: school.id,
      content: baseText(input.content, defaultLang),
      start_time: utc(input.startTime),
      end_time: utc(input.endTime),
      status: input.status,
    })
    .execute();
  await saveTranslations(trx, school.id, 'bulletin', id, { content: input.content });
  return id;
}

export async function updateBulletin(
  trx: Kysely<Database>,
  school: SchoolRow,
  id: string,
  input: ConsoleBulletinInput,
) {
  const { defaultLang } = await sectionLanguages(trx, school);
  checkBulletin(input, defaultLang);
  const before = await findBulletin(trx, school.id, id);
  await trx
    .updateTable('bulletins')
    .set({
      content: baseText(input.content, defaultLang),
      start_time: utc(input.startTime),
      end_time: utc(input.endTime),
      status: input.status,
    })
    .where('school_id', '=', school.id)
    .where('id', '=', id)
    .execute();
  await saveTranslations(trx, school.id, 'bulletin', id, { content: input.content });
  return before;
}

export async function deleteBulletin(trx: Kysely<Database>, school: SchoolRow, id: string) {
  const before = await findBulletin(trx, school.id, id);
  await trx.deleteFrom('bulletins').where('school_id', '=', school.id).where('id', '=', id).execute();
  await deleteTranslations(trx, school.id, 'bulletin', [id]);
  return before;
}
