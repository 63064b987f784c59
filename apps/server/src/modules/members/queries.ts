import type { Kysely } from 'kysely';
import type { MemberRole } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import { ACTIVE, ROLE_RANK } from '../../repositories/roles.ts';

export { ACTIVE, loadEffectiveRoles } from '../../repositories/roles.ts';
export { findInvite } from '../../repositories/invites.ts';

/** The membership row of a user in a school, or of the school's parent (effective membership). */
export async function findEffectiveMembership(
  db: Kysely<Database>,
  userId: string,
  school: { id: string; parent_id: string | null },
) {
  const ids = school.parent_id ? [school.id, school.parent_id] : [school.id];
  const rows = await db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .where('school_id', 'in', ids)
    .where('status', '=', ACTIVE)
    .execute();
  return rows.sort((a, b) => ROLE_RANK[b.role] - ROLE_RANK[a.role])[0];
}

export function addMembership(db: Kysely<Database>, schoolId: string, userId: string, role: MemberRole) {
  return db
    .insertInto('memberships')
    .values({
      school_id: schoolId,
      user_id: userId,
      role,
      status: ACTIVE,
      joined_at: new Date().toISOString(),
    })
    .onConflict((c) => c.doNothing())
    .execute();
}
