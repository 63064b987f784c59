import { Migrator, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

const migratorFor = (db: Kysely<Database>) => new Migrator({ db, provider: migrationProvider });

/** Applies pending migrations; a second run is a no-op. Returns the names applied now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}

/** Name of the newest migration recorded as applied in the database, or null for an empty database. */
export async function latestAppliedMigration(db: Kysely<Database>): Promise<string | null> {
  const migrations = await migratorFor(db).getMigrations();
  return migrations.filter((migration) => migration.executedAt).at(-1)?.name ?? null;
}
