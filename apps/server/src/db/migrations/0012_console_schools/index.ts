/**
 * Console schools (issue 13): school profile, members and sub-schools.
 * - `schools.closed_at`: a sub-school its parent's admins closed (archived). A closed sub-school is hidden from
 *   every list and the switcher and open to nobody but administrators (of it or of its parent); reopening clears
 *   the mark. Kept apart from `open_school`, which stays the spec's "closed to non-members" flag.
 * - `uploads.kept_for`: why an upload must survive the orphan sweep (e.g. 'school_logo'); null: a feedback image
 *   or an orphan, swept as before.
 * Schema builder only (SQLite and PostgreSQL alike). Frozen once released.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration must not follow later table types
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('schools').addColumn('closed_at', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('kept_for', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('kept_for').execute();
  await db.schema.alterTable('schools').dropColumn('closed_at').execute();
}
