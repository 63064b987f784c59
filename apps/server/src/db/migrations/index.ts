import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial/index.ts';

/** In-code provider: migrations ship with the code (no directory scan), ordered by name. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

export const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1) ?? '';
