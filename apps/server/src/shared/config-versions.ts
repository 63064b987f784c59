/**
 * Optimistic concurrency for the console (issue 13 §3): one counter per school and area in `config_versions`. A
 * save names the version it loaded; the conditional UPDATE bumps it only if nobody saved meanwhile — atomic on
 * both engines (PostgreSQL row lock, SQLite's single writer) — so two admins never silently overwrite each other.
 */
import type { ConsoleArea } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fail } from './http-error.ts';

export async function readVersion(
  db: Kysely<Database>,
  schoolId: string,
  area: ConsoleArea,
): Promise<number> {
  const row = await db
    .selectFrom('config_versions')
    .select('version')
    .where('school_id', '=', schoolId)
    .where('area', '=', area)
    .executeTakeFirst();
  return row?.version ?? 0;
}

export async function readVersions(db: Kysely<Database>, schoolId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('config_versions')
    .select(['area', 'version'])
    .where('school_id', '=', schoolId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.area, row.version]));
}

/** Inside the write's transaction: expected → expected + 1, or EDIT_CONFLICT with the current version. */
export async function bumpVersion(
  trx: Kysely<Database>,
  schoolId: string,
  area: ConsoleArea,
  expected: number,
): Promise<number> {
  await trx
    .insertInto('config_versions')
    .values({ school_id: schoolId, area, version: 0 })
    .onConflict((oc) => oc.columns(['school_id', 'area']).doNothing())
    .execute();
  const result = await trx
    .updateTable('config_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('school_id', '=', schoolId)
    .where('area', '=', area)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return expected + 1;
  const current = await readVersion(trx, schoolId, area);
  throw fail('EDIT_CONFLICT', `Someone saved ${area} since version ${expected}`, {
    area,
    currentVersion: current,
  });
}

/**
 * A versioned area's read (`GET /api/console/{schoolId}/…`): its current version beside what the handler loads,
 * the two read in parallel — the `{ version, data }` a console form edits and sends back as `expectedVersion`.
 */
export async function readVersioned<T>(
  db: Kysely<Database>,
  schoolId: string,
  area: ConsoleArea,
  load: Promise<T>,
): Promise<{ version: number; data: T }> {
  const [version, data] = await Promise.all([readVersion(db, schoolId, area), load]);
  return { version, data };
}
