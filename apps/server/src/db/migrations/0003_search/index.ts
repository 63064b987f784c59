/**
 * Search (issue 5). Engine-specific by nature, so each branch is commented:
 * - SQLite: an FTS5 table with the `trigram` tokenizer (case-insensitive substring matching, CJK included) over
 *   the folded course name, description, category title and lecturer name; the server keeps it in sync
 *   (`src/db/search-index.ts`), and this migration back-fills it once.
 * - PostgreSQL: pg_trgm GIN indexes on the lower-cased columns, so `lower(col) LIKE '%kw%'` (the form the search
 *   query uses) is index-assisted.
 * Both: the feedback columns of search feedback and the session identity (contracts §6).
 * Frozen once released: later changes go in new migrations.
 */
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../../engine-of.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const FEEDBACK_COLUMNS = ['keyword', 'evaluation', 'user_name', 'school_name'] as const;

const PG_TRIGRAM_INDEXES: Array<[name: string, table: string, column: string]> = [
  ['idx_courses_name_trgm', 'courses', 'name'],
  ['idx_courses_description_trgm', 'courses', 'description'],
  ['idx_courses_lecturer_name_trgm', 'courses', 'lecturer_name'],
  ['idx_categories_title_trgm', 'categories', 'title'],
];

const BACKFILL_CHUNK = 150;

/** The same fold as `searchText` in src/db/search-index.ts, copied so this migration never changes. */
const fold = (value: string | null) => (value ?? '').toLowerCase();

async function backfillSqlite(db: AnyDb): Promise<void> {
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
      'categories.title',
    ])
    .execute();
  for (let start = 0; start < rows.length; start += BACKFILL_CHUNK) {
    await db
      .insertInto('course_search')
      .values(
        rows.slice(start, start + BACKFILL_CHUNK).map((row) => ({
          course_id: row.id,
          school_id: row.school_id,
          name: fold(row.name),
          description: fold(row.description),
          category: fold(row.title),
          lecturer: fold(row.lecturer_name),
        })),
      )
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  for (const column of FEEDBACK_COLUMNS) {
    // One column per statement: SQLite's ALTER TABLE adds a single column.
    await db.schema.alterTable('feedback').addColumn(column, 'text').execute();
  }
  if (engineOf(db) === 'sqlite') {
    // SQLite: trigram FTS5. course_id is only carried; school_id is tokenised so one MATCH narrows to the
    // tenant before the keyword (searches name it with a column filter; keywords never search it).
    await sql`CREATE VIRTUAL TABLE course_search USING fts5(
      course_id UNINDEXED, school_id, name, description, category, lecturer, tokenize = 'trigram'
    )`.execute(db);
    await backfillSqlite(db);
  } else {
    // PostgreSQL: pg_trgm is a trusted extension (PG 13+), so the database owner may create it.
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    for (const [name, table, column] of PG_TRIGRAM_INDEXES) {
      await sql`CREATE INDEX ${sql.id(name)} ON ${sql.id(table)} USING gin (lower(${sql.id(column)}) gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    await sql`DROP TABLE IF EXISTS course_search`.execute(db);
  } else {
    // The extension stays: other objects may use it.
    for (const [name] of PG_TRIGRAM_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  }
  for (const column of [...FEEDBACK_COLUMNS].reverse()) {
    await db.schema.alterTable('feedback').dropColumn(column).execute();
  }
}
