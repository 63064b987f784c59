import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DbEngine = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  engine: DbEngine;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; SQLite is used when null. */
  databaseUrl: string | null;
  /** SQLite file path or ':memory:'. */
  sqlitePath: string;
}

// pg returns int8 (count(*), sums) and numeric as strings to avoid precision loss; our values fit in a double,
// and SQLite returns numbers, so parse them here to keep one presenter path for both engines.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * better-sqlite3 13 is a Node-API 10 addon (one binary for Node ≥ 22.14). 12 and earlier wrap `node::ObjectWrap`,
 * whose destructor aborts the process when the garbage collector frees a statement on Node ≥ 24.19
 * (nodejs/node#65446) — but Node 20 (end of life; this machine's) has only Node-API 9, so it keeps the 12.x line,
 * installed under the alias `better-sqlite3-node20` (docs/operations.md "Node.js versions"). Same API, same SQL.
 */
function loadSqlite(): typeof SqliteDatabase {
  const require = createRequire(import.meta.url);
  return Number(process.versions.napi) >= 10 ? require('better-sqlite3') : require('better-sqlite3-node20');
}

/** Most distinct statements kept prepared (`in (?, ?, …)` lists make some SQL texts vary). */
const PREPARED_MAX = 500;

/**
 * Kysely prepares every query again; preparing was a visible cost of a page render (issue 17 profile). Statements
 * are reused per SQL text (better-sqlite3 runs them synchronously, and re-prepares them itself after a schema
 * change); nothing here streams a query, which would keep a statement busy.
 */
function reusingStatements(sqlite: SqliteDatabase.Database) {
  const prepared = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = prepared.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (prepared.size >= PREPARED_MAX) prepared.delete(prepared.keys().next().value ?? '');
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}

function openSqlite(file: string): DbHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const Sqlite = loadSqlite();
  const sqlite = new Sqlite(file);
  // WAL lets readers run while a writer commits; busy_timeout waits instead of failing on a locked file.
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

function openPostgres(connectionString: string): DbHandle {
  const pool = new pg.Pool({ connectionString, max: 10, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export function createDb(options: DbOptions): DbHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqlitePath);
}
