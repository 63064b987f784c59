/**
 * Keeps the SQLite search index (`course_search`, FTS5 trigram) in step with courses and their categories.
 * Call `reindexCourses` after inserting or editing courses (or their translated names), and `reindexSchools` after
 * bulk loads or category renames (translated titles too). On PostgreSQL the index lives on the base tables (pg_trgm), so both are no-ops there.
 */
import type { Kysely } from 'kysely';
import { engineOf } from './engine-of.ts';
import type { Database } from './schema.ts';

/**
 * The one case fold of search (index side and keyword side alike): Unicode lower case. Storing folded text lets
 * the exact re-check (`instr`) and the short-keyword `LIKE` agree with the trigram match, whose own folding is
 * not exposed to SQL.
 */
export const searchText = (value: string | null | undefined): string => (value ?? '').toLowerCase();

const CHUNK = 150; // ids per statement: far below SQLite's bound-parameter limit (6 columns × 150 rows)

type Scope = { column: 'id' | 'school_id'; values: string[] };

async function reindex(db: Kysely<Database>, { column, values }: Scope): Promise<void> {
  for (let start = 0; start < values.length; start += CHUNK) {
    const slice = values.slice(start, start + CHUNK);
    const rows = await db
      .selectFrom('courses')
      .leftJoin('categories', (join) =>
        join
          .onRef('categories.id', '=', 'courses.category_id')
          .onRef('categories.school_id', '=', 'courses.school_id'),
      )
      .select([
        'courses.id',
        'courses.school_id',
        'courses.name',
        'courses.description',
        'courses.lecturer_name',
        'courses.category_id',
        'categories.title',
      ])
      .where(`courses.${column}`, 'in', slice)
      .execute();
    const translated = await translatedTitles(db, rows);
    const withTranslations = (base: string | null, entity: string, id: string | null) =>
      [base ?? '', ...(id ? (translated.get(`${entity}:${id}`) ?? []) : [])].join('\n');
    const indexColumn = column === 'id' ? 'course_id' : 'school_id';
    await db.deleteFrom('course_search').where(indexColumn, 'in', slice).execute();
    for (let offset = 0; offset < rows.length; offset += CHUNK) {
      await db
        .insertInto('course_search')
        .values(
          rows.slice(offset, offset + CHUNK).map((row) => ({
            course_id: row.id,
            school_id: row.school_id,
            // Issue 23 item 8: a course is found by its title (and category) in any language it has.
            name: searchText(withTranslations(row.name, 'course', row.id)),
            description: searchText(row.description),
            category: searchText(withTranslations(row.title, 'category', row.category_id)),
            lecturer: searchText(row.lecturer_name),
          })),
        )
        .execute();
    }
  }
}

/** `entity:id` → the course names and category titles written in other languages (content_translations). */
async function translatedTitles(
  db: Kysely<Database>,
  rows: ReadonlyArray<{ id: string; school_id: string; category_id: string | null }>,
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (rows.length === 0) return out;
  const ids = [...new Set(rows.flatMap((row) => (row.category_id ? [row.id, row.category_id] : [row.id])))];
  const found = await db
    .selectFrom('content_translations')
    .select(['entity', 'entity_id', 'value'])
    .where('school_id', 'in', [...new Set(rows.map((row) => row.school_id))])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', 'course'), eb('field', '=', 'name')]),
        eb.and([eb('entity', '=', 'category'), eb('field', '=', 'title')]),
      ]),
    )
    .where('entity_id', 'in', ids)
    .execute();
  for (const row of found) {
    const key = `${row.entity}:${row.entity_id}`;
    out.set(key, [...(out.get(key) ?? []), row.value]);
  }
  return out;
}

async function inTransaction(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<void>) {
  if (engineOf(db) !== 'sqlite') return;
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

/** Re-indexes these courses (a removed course just leaves the index). */
export async function reindexCourses(db: Kysely<Database>, courseIds: readonly string[]): Promise<void> {
  await inTransaction(db, (trx) => reindex(trx, { column: 'id', values: [...new Set(courseIds)] }));
}

/** Re-indexes every course of these schools. */
export async function reindexSchools(db: Kysely<Database>, schoolIds: readonly string[]): Promise<void> {
  await inTransaction(db, (trx) => reindex(trx, { column: 'school_id', values: [...new Set(schoolIds)] }));
}
