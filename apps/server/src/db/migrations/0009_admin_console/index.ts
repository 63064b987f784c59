/**
 * The admin console (issue 13):
 * - `audit_log`: every admin write — who, when, which school, which area and entity, JSON before/after. Append-only:
 *   no route updates or deletes a row;
 * - `content_translations`: per-language texts of what admins write (navigation titles, footer texts, bulletins,
 *   school descriptions, agreements), keyed by entity, row id and field; the row's own column keeps the text in
 *   the school's default language (the fallback);
 * - `config_versions`: one optimistic-concurrency counter per school and console area;
 * - `schools.default_lang`: the language texts fall back to (null: zh_CN, en_US on overseas domains);
 * - `agreements`: drafts beside published versions.
 * Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type ColumnKind } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

const TABLES: Array<{ name: string; columns: Record<string, ColumnKind>; unique?: string[] }> = [
  {
    name: 'audit_log',
    columns: {
      id: 'pk',
      school_id: 'ref:schools',
      actor_id: 'ref?:users',
      area: 'text!',
      action: 'text!',
      entity: 'text!',
      entity_id: 'text',
      before_json: 'text',
      after_json: 'text',
      created_at: 'text!',
    },
  },
  {
    name: 'content_translations',
    columns: {
      school_id: 'ref:schools',
      entity: 'text!',
      entity_id: 'text!',
      field: 'text!',
      lang: 'text!',
      value: 'text!',
    },
    unique: ['school_id', 'entity', 'entity_id', 'field', 'lang'],
  },
  {
    name: 'config_versions',
    columns: { school_id: 'ref:schools', area: 'text!', version: 'int=0' },
    unique: ['school_id', 'area'],
  },
];

const INDEXES: Array<[string, string[]]> = [
  ['audit_log', ['school_id', 'created_at']],
  ['audit_log', ['school_id', 'area', 'created_at']],
  ['content_translations', ['school_id', 'entity', 'lang']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const spec of TABLES) {
    let table = db.schema.createTable(spec.name) as Builder;
    for (const [column, kind] of Object.entries(spec.columns)) table = addColumn(table, column, kind);
    if (spec.unique)
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
  await db.schema.alterTable('schools').addColumn('default_lang', 'text').execute();
  await db.schema
    .alterTable('agreements')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('agreements').addColumn('published_at', 'text').execute();
  await db.schema.alterTable('agreements').addColumn('published_by', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['published_by', 'published_at', 'status']) {
    await db.schema.alterTable('agreements').dropColumn(column).execute();
  }
  await db.schema.alterTable('schools').dropColumn('default_lang').execute();
  for (const [table, columns] of INDEXES) {
    await db.schema
      .dropIndex(`idx_${table}_${columns.join('_')}`)
      .ifExists()
      .execute();
  }
  for (const spec of [...TABLES].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
}
