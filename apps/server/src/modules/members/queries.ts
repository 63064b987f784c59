import type { Kysely } from 'kysely';
import type { MemberRole } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';

const RANK: Record<MemberRole, number> = { member: 1, lecturer: 2, admin: 3 };
export const ACTIVE = 'active';

/**
 * Effective role per school for one user, in one query: each active membership counts for its school and for the
 * school's sub-schools (a member of a parent is a member of its sub-schools; an admin of a parent is admin of its
 * sub-schools). Where both apply, the higher role wins; nothing flows from a sub-school up to its parent.
 */
export async function loadEffectiveRoles(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, MemberRole>> {
  const rows = await db
    .selectFrom('memberships')
    .leftJoin('schools as children', 'children.parent_id', 'memberships.school_id')
    .select(['memberships.school_id', 'memberships.role', 'children.id as child_id'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', ACTIVE)
    .execute();
  const roles = new Map<string, MemberRole>();
  const grant = (schoolId: string, role: MemberRole) => {
    const current = roles.get(schoolId);
    if (!current || RANK[role] > RANK[current]) roles.set(schoolId, role);
  };
  for (const row of rows) {
    grant(row.school_id, row.role);
    if (row.child_id) grant(row.child_id, row.role);
  }
  return roles;
}

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
  return rows.sort((a, b) => RANK[b.role] - RANK[a.role])[0];
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

export function findInvite(db: Kysely<Database>, code: string, now = new Date()) {
  return db
    .selectFrom('school_invites')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
}
