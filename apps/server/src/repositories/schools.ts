/**
 * School lookups the access gate, the page rules and the modules all need. They live below both (plugins never
 * import modules), and each row carries its parent's openness so the closed-school rule can be applied to a
 * sub-school without a second lookup (core `closedSchoolAccess`).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SchoolsTable } from '../db/schema.ts';

/** A school as stored (lists that decide visibility in SQL use it). */
export type SchoolRecord = Selectable<SchoolsTable>;

export type SchoolRow = SchoolRecord & {
  /** The parent's `open_school` for a sub-school, null for a first-level school. */
  parent_open_school: string | null;
};

function selectSchools(db: Kysely<Database>) {
  return db
    .selectFrom('schools')
    .leftJoin('schools as parent', 'parent.id', 'schools.parent_id')
    .selectAll('schools')
    .select('parent.open_school as parent_open_school');
}

export function findSchoolById(db: Kysely<Database>, id: string): Promise<SchoolRow | undefined> {
  return selectSchools(db).where('schools.id', '=', id).executeTakeFirst();
}

/** A sub-school of `parentId` (undefined when the id is unknown or belongs to another parent). */
export function findSubSchool(
  db: Kysely<Database>,
  parentId: string,
  id: string,
): Promise<SchoolRow | undefined> {
  return selectSchools(db)
    .where('schools.id', '=', id)
    .where('schools.parent_id', '=', parentId)
    .executeTakeFirst();
}

/** Every sub-school of a school, with what the closed-school rule needs. */
function subSchoolsOf(db: Kysely<Database>, parentId: string): Promise<SchoolRow[]> {
  return selectSchools(db).where('schools.parent_id', '=', parentId).orderBy('schools.id').execute();
}

/**
 * The sub-schools of a school the viewer may see: a closed sub-school (or every sub-school of a closed parent)
 * only for members — the same rule the gate applies to the school itself.
 */
export async function visibleSubSchoolIds(
  db: Kysely<Database>,
  parentId: string,
  canView: (school: SchoolRow) => boolean,
): Promise<string[]> {
  return (await subSchoolsOf(db, parentId)).filter(canView).map((school) => school.id);
}
