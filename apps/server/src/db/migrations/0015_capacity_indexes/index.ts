/**
 * Indexes the capacity measurement (issue 17 §6, `npm run bench:capacity`, docs/scaling.md) showed missing at
 * 100,000 users: the login's case-insensitive e-mail lookup (`lower(email) = ?`) scanned the whole users table
 * (≈250 ms per login), and the console's member list of a large school sorted all its memberships by date.
 * Expression indexes exist on both engines (SQLite ≥ 3.9). Frozen once released.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`CREATE INDEX idx_users_email_lower ON users (lower(email))`.execute(db);
  await db.schema
    .createIndex('idx_memberships_school_id_status_joined_at')
    .on('memberships')
    .columns(['school_id', 'status', 'joined_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('idx_memberships_school_id_status_joined_at').ifExists().execute();
  await db.schema.dropIndex('idx_users_email_lower').ifExists().execute();
}
