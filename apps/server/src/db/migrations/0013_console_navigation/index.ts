/**
 * Console navigation (issue 13 §5, spec §2 preview): `navigation_drafts` holds a school's unpublished navigation
 * document (groups, pages, custom menus, titles per language) as JSON — one row per school. Publishing writes it
 * into navigation_groups/pages/custom_menus and content_translations and removes the draft; admins preview it,
 * visitors never read it. Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  let table = db.schema.createTable('navigation_drafts') as Builder;
  table = addColumn(table, 'school_id', 'ref:schools');
  table = addColumn(table, 'document', 'text!');
  table = addColumn(table, 'saved_at', 'text!');
  table = addColumn(table, 'saved_by', 'ref?:users');
  await table.addUniqueConstraint('navigation_drafts_school_id_unique', ['school_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('navigation_drafts').ifExists().execute();
}
