/**
 * One isolated database per test file: a temp SQLite file, or — when DATABASE_URL is set — a fresh PostgreSQL
 * database `portico_test_<random>` created through that (admin) URL and dropped afterwards.
 *
 * Most files want the database migrated and seeded with the demo. Doing that once per file cost 1.5 s (SQLite) to
 * 3 s (PostgreSQL) of every file's time, so the run's global setup (`global-setup.ts`) prepares one seeded template
 * and each file gets a copy of it: the file copied (SQLite) or `CREATE DATABASE … TEMPLATE` (PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template: a SQLite file path, or a PostgreSQL database name (see `createSeededTemplate`). */
    seededTemplate: string;
  }
}

export interface TestDb {
  handle: DbHandle;
  destroy(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/**
 * pg's pool resolves `end()` before its sockets are closed; dropping the database WITH (FORCE) while they close
 * makes the server kill them (FATAL 57P01), which surfaces as an unhandled error. Wait for them to go first.
 */
async function waitForDisconnect(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await adminQuery(
      adminUrl,
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (result.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const testDbName = (kind: 'test' | 'template') => `portico_${kind}_${randomBytes(6).toString('hex')}`;

/** Creates `name` (from `template` when given); a template being copied by another worker at once is retried. */
async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const sql = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(adminUrl, sql);
      return;
    } catch (error) {
      // 55006 object_in_use: "source database … is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** An empty database (not migrated). */
export async function createTestDb(): Promise<TestDb> {
  return openTestDb();
}

/** A database migrated to the latest version and seeded with the demo: a copy of the run's template. */
export async function createSeededTestDb(): Promise<TestDb> {
  return openTestDb(inject('seededTemplate'));
}

/**
 * Run once by the global setup: a migrated, demo-seeded database that `createSeededTestDb` copies. Returns its
 * reference (file path or database name) and how to remove it.
 */
export async function createSeededTemplate(): Promise<{ ref: string; remove(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = testDbName('template');
    await createDatabase(adminUrl, name);
    const handle = createDb({ databaseUrl: databaseUrlFor(adminUrl, name), sqlitePath: '' });
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    await handle.close();
    await waitForDisconnect(adminUrl, name);
    return {
      ref: name,
      remove: () =>
        adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-template-'));
  const file = path.join(dir, 'template.sqlite');
  const handle = createDb({ databaseUrl: null, sqlitePath: file });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  // Closing checkpoints the write-ahead log into the file, so the one file is the whole database.
  await handle.close();
  return { ref: file, remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openTestDb(template?: string): Promise<TestDb> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = testDbName('test');
    await createDatabase(adminUrl, name, template);
    const handle = createDb({ databaseUrl: databaseUrlFor(adminUrl, name), sqlitePath: '' });
    return {
      handle,
      destroy: async () => {
        await handle.close();
        await waitForDisconnect(adminUrl, name);
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-test-'));
  const file = path.join(dir, 'test.sqlite');
  if (template) fs.copyFileSync(template, file);
  const handle = createDb({ databaseUrl: null, sqlitePath: file });
  return {
    handle,
    destroy: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
