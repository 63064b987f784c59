/** Who a school-wide message reaches: the school's valid members (a parent's members count for its sub-schools). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ACTIVE } from '../../repositories/roles.ts';

export async function schoolMemberIds(
  db: Kysely<Database>,
  school: { id: string; parent_id: string | null },
): Promise<string[]> {
  const ids = school.parent_id ? [school.id, school.parent_id] : [school.id];
  const rows = await db
    .selectFrom('memberships')
    .select('user_id')
    .distinct()
    .where('school_id', 'in', ids)
    .where('status', '=', ACTIVE)
    .execute();
  return rows.map((row) => row.user_id);
}
