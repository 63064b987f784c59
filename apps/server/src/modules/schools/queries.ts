import type { Kysely, Selectable } from 'kysely';
import type { Database, SchoolsTable } from '../../db/schema.ts';

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
