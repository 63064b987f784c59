import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { newSchoolRow } from './new-school.ts';

export { findSchoolById, findSubSchool, type SchoolRow } from '../../repositories/schools.ts';

/** A new standard, open, first-level school whose creator becomes its admin (one transaction). */
export async function createSchoolWithAdmin(
  db: Kysely<Database>,
  input: { id: string; name: string; description: string | null; creatorId: string },
): Promise<SchoolRow> {
  const now = new Date().toISOString();
  // Every column has a value (defaults + these), so the inserted row is also the row a select would return.
  const values = newSchoolRow({
    id: input.id,
    name: input.name,
    description: input.description,
    created_at: now,
  });
  // A new school is first-level: no parent whose openness could close it.
  const row = { ...values, parent_open_school: null } as SchoolRow;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('schools').values(values).execute();
    await trx
      .insertInto('memberships')
      .values({
        school_id: row.id,
        user_id: input.creatorId,
        role: 'admin',
        status: 'active',
        joined_at: now,
      })
      .execute();
  });
  return row;
}
