/** Effective roles of a user: what the access gate and the viewer resolution need (below plugins and modules). */
import type { Kysely } from 'kysely';
import type { MemberRole } from '../auth/viewer.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';

export const ROLE_RANK: Record<MemberRole, number> = { member: 1, lecturer: 2, admin: 3 };
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
  return (await loadEffectiveAccess(db, userId)).roles;
}

/** Read on every signed-in request (the session hook): compiled once (db/prepared.ts). */
const membershipsWithChildren = preparedQuery(1, (db, userId: string) =>
  db
    .selectFrom('memberships')
    .leftJoin('schools as children', 'children.parent_id', 'memberships.school_id')
    .select(['memberships.school_id', 'memberships.role', 'memberships.creator', 'children.id as child_id'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', ACTIVE),
);

/**
 * The roles (above) and the schools where the user may create courses by the membership's `creator` flag (issue
 * 25; like a role it counts for the school's sub-schools too). Lecturers and admins create without the flag.
 */
export async function loadEffectiveAccess(
  db: Kysely<Database>,
  userId: string,
): Promise<{ roles: Map<string, MemberRole>; creatorSchoolIds: Set<string> }> {
  const rows = await membershipsWithChildren.execute(db, userId);
  const roles = new Map<string, MemberRole>();
  const grant = (schoolId: string, role: MemberRole) => {
    const current = roles.get(schoolId);
    if (!current || ROLE_RANK[role] > ROLE_RANK[current]) roles.set(schoolId, role);
  };
  const creatorSchoolIds = new Set<string>();
  for (const row of rows) {
    grant(row.school_id, row.role);
    if (row.child_id) grant(row.child_id, row.role);
    if (row.creator === 1) {
      creatorSchoolIds.add(row.school_id);
      if (row.child_id) creatorSchoolIds.add(row.child_id);
    }
  }
  return { roles, creatorSchoolIds };
}
