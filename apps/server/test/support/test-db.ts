/**
 * One isolated database per test file: a temp SQLite file, or — when DATABASE_URL is set — a fresh PostgreSQL
 * database `portico_test_<random>` created through that (admin) URL and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type DbHandle } from '../../src/db/connection.ts';

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

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `portico_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = createDb({ databaseUrl: url.toString(), sqlitePath: '' });
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
  const handle = createDb({ databaseUrl: null, sqlitePath: path.join(dir, 'test.sqlite') });
  return {
    handle,
    destroy: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
