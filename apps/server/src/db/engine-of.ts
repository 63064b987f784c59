import { sql, type Kysely } from 'kysely';
import type { DbEngine } from './connection.ts';

/**
 * The engine behind a Kysely instance (or transaction), for the few places that only get a `db` — the seed, the
 * search-index writer and migrations. Kysely's public API does not name the dialect, but its compilers differ in
 * parameter placeholders: PostgreSQL numbers them (`$1`), SQLite uses `?`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema, migrations included
export function engineOf(db: Kysely<any>): DbEngine {
  return sql`${0}`.compile(db).sql.startsWith('$') ? 'postgres' : 'sqlite';
}
