/**
 * Switching (issue 6, contracts §7): the cookie-tip choices (`knownCookiesAgreement`) and the lookup path of the
 * visited-schools list. `visited_schools`, `config_entries` and the alliance tables exist since 0001_initial.
 * Schema builder only, so it runs on SQLite and PostgreSQL alike. Frozen once released: later changes go in new
 * migrations.
 */
import type { Kysely } from 'kysely';
import { addColumn, type Builder, type TableSpec } from '../0001_initial/column-kinds.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

/** One row per choice: operation '1' accept / '0' reject; viewer and school when known (null otherwise). */
const COOKIE_CONSENTS: TableSpec = {
  name: 'cookie_consents',
  columns: {
    id: 'pk',
    user_id: 'ref?:users',
    school_id: 'ref?:schools',
    operation: 'text!',
    created_at: 'text!',
  },
};

const INDEXES: Array<[string, string[]]> = [
  // "open schools the viewer visited, most recent first": one user's rows in visit order.
  ['visited_schools', ['user_id', 'visited_at']],
  ['cookie_consents', ['created_at']],
];

export async function up(db: AnyDb): Promise<void> {
  let table = db.schema.createTable(COOKIE_CONSENTS.name) as Builder;
  for (const [column, kind] of Object.entries(COOKIE_CONSENTS.columns)) {
    table = addColumn(table, column, kind);
  }
  await table.execute();
  for (const [name, columns] of INDEXES) {
    await db.schema
      .createIndex(`idx_${name}_${columns.join('_')}`)
      .on(name)
      .columns(columns)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('idx_visited_schools_user_id_visited_at').ifExists().execute();
  await db.schema.dropTable(COOKIE_CONSENTS.name).ifExists().execute();
}
