import type { Kysely, Selectable } from 'kysely';
import type { Database, SchoolsTable } from '../../db/schema.ts';
import { newSchoolRow } from './new-school.ts';

export type SchoolRow = Selectable<SchoolsTable>;

export function findSchoolById(db: Kysely<Database>, id: string): Promise<SchoolRow | undefined> {
  return db.selectFrom('schools').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A sub-school of `parentId` (undefined when the id is unknown or belongs to another parent). */
export function findSubSchool(
  db: Kysely<Database>,
  parentId: string,
  id: string,
): Promise<SchoolRow | undefined> {
  return db
    .selectFrom('schools')
    .selectAll()
    .where('id', '=', id)
    .where('parent_id', '=', parentId)
    .executeTakeFirst();
}

export async function subSchoolIds(db: Kysely<Database>, parentId: string): Promise<string[]> {
  const rows = await db.selectFrom('schools').select('id').where('parent_id', '=', parentId).execute();
  return rows.map((row) => row.id);
}

/** A new standard, open, first-level school whose creator becomes its admin (one transaction). */
export async function createSchoolWithAdmin(
  db: Kysely<Database>,
  input: { id: string; name: string; description: string | null; creatorId: string },
): Promise<SchoolRow> {
  const now = new Date().toISOString();
  // Every column has a value (defaults + these), so the inserted row is also the row a select would return.
  const row = newSchoolRow({
    id: input.id,
    name: input.name,
    description: input.description,
    created_at: now,
  }) as SchoolRow;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('schools').values(row).execute();
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
