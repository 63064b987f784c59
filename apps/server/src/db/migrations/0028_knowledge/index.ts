/**
 * The knowledge portal (issue 27 item 1). Articles keep the `articles` table of 0023 and gain what the portal
 * needs: a `featured` flag (admins pick the portal's featured articles) and the live bodies in other languages
 * (`bodies`, JSON; `body` stays the school's default language). Document libraries are new: a library (its
 * `name` is the spec's `libName`, unique in the school; a download permission) holds documents, each a finished
 * `media_files` upload with its shown title, folder, type and — for Office files — the state of its PDF
 * conversion. `knowledge_search` holds the folded texts of published articles and documents: an FTS5 trigram
 * table on SQLite (as `course_search`), a plain table with pg_trgm GIN indexes on PostgreSQL. Frozen once released.
 */
import { sql, type Kysely } from 'kysely';
import { engineOf } from '../../engine-of.ts';
import { createTableSpecs, dropTableSpecs, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: TableSpec[] = [
  {
    name: 'knowledge_libraries',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      /** The spec's `libName`: letters, digits, `-`, `_`; unique in the school. */
      name: 'text!',
      /** JSON texts per language. */
      title: 'text!',
      description: 'text!',
      /** core DownloadPermission: everyone, members, staff. */
      permission: 'text!',
      status: 'int=1',
      version: 'int=1',
      created_by: 'ref?:users',
      created_at: 'text!',
      updated_at: 'text!',
    },
    unique: [['school_id', 'name']],
  },
  {
    name: 'knowledge_documents',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      library_id: 'ref:knowledge_libraries',
      media_id: 'ref:media_files',
      folder: 'text!',
      title: 'text!',
      /** core DocumentType. */
      type: 'text!',
      /** native (a PDF or an image), pending, converting, ready (preview.pdf stored), failed, none (no converter). */
      preview_state: 'text!',
      created_by: 'ref?:users',
      created_at: 'text!',
    },
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['knowledge_documents', ['school_id', 'library_id']],
  ['knowledge_documents', ['preview_state']],
  ['articles', ['school_id', 'status', 'featured']],
];

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column.
  await db.schema
    .alterTable('articles')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('articles')
    .addColumn('bodies', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await createTableSpecs(db, TABLES, INDEXES);
  if (engineOf(db) === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE knowledge_search USING fts5(
      item_id UNINDEXED, kind UNINDEXED, library_id UNINDEXED, school_id, title, body, tokenize = 'trigram'
    )`.execute(db);
  } else {
    await db.schema
      .createTable('knowledge_search')
      .addColumn('item_id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('library_id', 'text')
      .addColumn('school_id', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_knowledge_search_school')
      .on('knowledge_search')
      .column('school_id')
      .execute();
    for (const column of ['title', 'body']) {
      await sql`CREATE INDEX ${sql.id(`idx_knowledge_search_${column}_trgm`)} ON knowledge_search USING gin (${sql.id(column)} gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  await sql`DROP TABLE IF EXISTS knowledge_search`.execute(db);
  await dropTableSpecs(db, TABLES, INDEXES);
  await db.schema.alterTable('articles').dropColumn('bodies').execute();
  await db.schema.alterTable('articles').dropColumn('featured').execute();
}
