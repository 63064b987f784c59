/**
 * Initial schema, written with Kysely's schema builder only, so the same migration runs on SQLite and PostgreSQL.
 * Conventions in ../../schema.ts. Frozen once released: later changes go in new migrations.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder } from './column-kinds.ts';
import { ACTIVITY_TABLES, INDEXES } from './tables-activity.ts';
import { CONTENT_TABLES } from './tables-content.ts';
import { TENANCY_TABLES } from './tables-tenancy.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

/** Parents before children, so every foreign key points at an existing table. */
const TABLES = [...TENANCY_TABLES, ...CONTENT_TABLES, ...ACTIVITY_TABLES];

export async function up(db: AnyDb): Promise<void> {
  for (const spec of TABLES) {
    let table = db.schema.createTable(spec.name) as Builder;
    for (const [column, kind] of Object.entries(spec.columns)) table = addColumn(table, column, kind);
    for (const columns of spec.unique ?? []) {
      table = table.addUniqueConstraint(`${spec.name}_${columns.join('_')}_unique`, columns);
    }
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
  for (const spec of [...TABLES].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
}
