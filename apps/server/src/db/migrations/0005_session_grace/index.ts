/**
 * Refresh-token reuse grace (issue 9 §4): a rotated refresh token records the random seed its successor was
 * derived from, so a second caller presenting the same token a moment later can be handed the same successor
 * (see auth/tokens.ts). Only the seed is stored: without the presented token it yields nothing usable.
 * Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('rotation_seed', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('rotation_seed').execute();
}
