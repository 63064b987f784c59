/**
 * Uploads and the feedback inbox (issue 12):
 * - `uploads` learns what was stored and checked: the storage key, the SHA-256 of the stored (re-encoded) file and
 *   of the file as sent, its size in pixels, and the feedback that references it (null: an orphan, removed after an
 *   hour);
 * - `feedback` learns the inbox state: handled or open, and the admin's reply;
 * - `blocked_images`: the per-school list of image hashes the content review refuses;
 * - `upload_quota`: a fixed-window (daily) counter of uploads per user and school.
 * Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type ColumnKind } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const UPLOAD_COLUMNS: Array<[string, 'text' | 'integer']> = [
  ['storage_key', 'text'],
  ['sha256', 'text'],
  ['source_sha256', 'text'],
  ['width', 'integer'],
  ['height', 'integer'],
  ['feedback_id', 'text'],
];

const FEEDBACK_COLUMNS = ['handled_at', 'handled_by', 'reply', 'replied_at', 'replied_by'];

const TABLES: Array<{ name: string; columns: Record<string, ColumnKind>; unique: string[] }> = [
  {
    name: 'blocked_images',
    columns: {
      school_id: 'ref:schools',
      sha256: 'text!',
      note: 'text',
      created_by: 'ref?:users',
      created_at: 'text!',
    },
    unique: ['school_id', 'sha256'],
  },
  {
    name: 'upload_quota',
    columns: {
      school_id: 'ref:schools',
      user_id: 'ref:users',
      window_start: 'text!',
      files: 'int=0',
      bytes: 'bigint=0',
    },
    unique: ['school_id', 'user_id'],
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['uploads', ['school_id', 'user_id', 'created_at']],
  // The sweeper: unreferenced uploads by age.
  ['uploads', ['feedback_id', 'created_at']],
  ['uploads', ['school_id', 'storage_key']],
  ['feedback', ['school_id', 'status', 'created_at']],
];

export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column.
  for (const [column, type] of UPLOAD_COLUMNS) {
    await db.schema.alterTable('uploads').addColumn(column, type).execute();
  }
  await db.schema
    .alterTable('feedback')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  for (const column of FEEDBACK_COLUMNS) {
    await db.schema.alterTable('feedback').addColumn(column, 'text').execute();
  }
  for (const spec of TABLES) {
    let table = db.schema.createTable(spec.name) as Builder;
    for (const [column, kind] of Object.entries(spec.columns)) table = addColumn(table, column, kind);
    table = table.addUniqueConstraint(`${spec.name}_${spec.unique.join('_')}_unique`, spec.unique);
    await table.execute();
  }
  for (const [table, columns] of INDEXES) {
    await db.schema
      .createIndex(`idx_${table}_${columns.join('_')}`)
      .on(table)
      .columns(columns)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [table, columns] of INDEXES) {
    await db.schema
      .dropIndex(`idx_${table}_${columns.join('_')}`)
      .ifExists()
      .execute();
  }
  for (const spec of [...TABLES].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
  for (const column of [...FEEDBACK_COLUMNS, 'status'].reverse()) {
    await db.schema.alterTable('feedback').dropColumn(column).execute();
  }
  for (const [column] of [...UPLOAD_COLUMNS].reverse()) {
    await db.schema.alterTable('uploads').dropColumn(column).execute();
  }
}
