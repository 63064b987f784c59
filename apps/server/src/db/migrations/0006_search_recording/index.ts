/**
 * Search recording that one client cannot take over (issue 9 §6):
 * - `search_query_searchers`: who searched a keyword in a school (a user id or a hashed client address), one row
 *   per searcher, so `search_queries.count` counts distinct searchers, not requests;
 * - `search_record_quota`: a fixed-window counter per searcher and school that caps how many searches are counted.
 * Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('search_query_searchers')
    .addColumn('school_id', 'text', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('searcher', 'text', (c) => c.notNull())
    .addColumn('searched_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_search_query_searchers', ['school_id', 'keyword', 'searcher'])
    .execute();
  // Pruning rows older than the hot-search window.
  await db.schema
    .createIndex('idx_search_query_searchers_searched_at')
    .on('search_query_searchers')
    .column('searched_at')
    .execute();
  await db.schema
    .createTable('search_record_quota')
    .addColumn('school_id', 'text', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('searcher', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pk_search_record_quota', ['school_id', 'searcher'])
    .execute();
  await db.schema
    .createIndex('idx_search_record_quota_window_start')
    .on('search_record_quota')
    .column('window_start')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('search_record_quota').execute();
  await db.schema.dropTable('search_query_searchers').execute();
}
