/** A tiny column notation compiled to Kysely's schema builder, so the table lists read like DDL. */
import type { CreateTableBuilder, Kysely } from 'kysely';

export type Builder = CreateTableBuilder<string, string>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

/**
 * 'pk' text primary key · 'text' / 'int' nullable · 'text!' / 'int!' not null · 'int=N' not null default N ·
 * 'bigint=N' · 'ref:table' text not null → table.id (cascade) · 'ref?:table' nullable (set null) · 'unique?' text unique
 */
export type ColumnKind =
  | 'pk'
  | 'unique!'
  | 'unique?'
  | 'text'
  | 'text!'
  | 'int'
  | 'int!'
  | `int=${number}`
  | `bigint=${number}`
  | `ref:${string}`
  | `ref?:${string}`;

export interface TableSpec {
  name: string;
  columns: Record<string, ColumnKind>;
  unique?: string[][];
}

export function addColumn(table: Builder, name: string, kind: ColumnKind): Builder {
  if (kind === 'pk') return table.addColumn(name, 'text', (c) => c.primaryKey());
  if (kind === 'unique!') return table.addColumn(name, 'text', (c) => c.notNull().unique());
  if (kind === 'unique?') return table.addColumn(name, 'text', (c) => c.unique());
  const ref = /^ref(\??):(\w+)$/.exec(kind);
  if (ref) {
    const [, optional, target] = ref;
    return table.addColumn(name, 'text', (c) =>
      optional
        ? c.references(`${target}.id`).onDelete('set null')
        : c.notNull().references(`${target}.id`).onDelete('cascade'),
    );
  }
  const plain = /^(text|int|bigint)(!|=(-?\d+))?$/.exec(kind);
  if (!plain) throw new Error(`Unknown column kind ${kind}`);
  const [, base, modifier, defaultValue] = plain;
  const type = base === 'int' ? 'integer' : base === 'bigint' ? 'bigint' : 'text';
  return table.addColumn(name, type, (c) => {
    if (defaultValue !== undefined) return c.notNull().defaultTo(Number(defaultValue));
    return modifier === '!' ? c.notNull() : c;
  });
}

/**
 * Creates the tables (with their unique constraints) and then the indexes `idx_<table>_<columns>`; `dropTableSpecs`
 * undoes it. For migrations written after 0019 (released migrations keep their own code, frozen).
 */
export async function createTableSpecs(db: AnyDb, tables: TableSpec[], indexes: Array<[string, string[]]>) {
  for (const spec of tables) {
    let table = db.schema.createTable(spec.name) as Builder;
    for (const [column, kind] of Object.entries(spec.columns)) table = addColumn(table, column, kind);
    for (const columns of spec.unique ?? []) {
      table = table.addUniqueConstraint(`${spec.name}_${columns.join('_')}_unique`, columns);
    }
    await table.execute();
  }
  for (const [table, columns] of indexes) {
    await db.schema
      .createIndex(`idx_${table}_${columns.join('_')}`)
      .on(table)
      .columns(columns)
      .execute();
  }
}

export async function dropTableSpecs(db: AnyDb, tables: TableSpec[], indexes: Array<[string, string[]]>) {
  for (const [table, columns] of indexes) {
    await db.schema
      .dropIndex(`idx_${table}_${columns.join('_')}`)
      .ifExists()
      .execute();
  }
  for (const spec of [...tables].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
}
