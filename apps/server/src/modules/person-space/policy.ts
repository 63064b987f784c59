/**
 * Whose personal space a request may read (issue 11 §4): one's own, or that of a member of the school the request
 * names. Anyone else is "not found": the space of a stranger of this school is not a way to learn who exists.
 */
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { findEffectiveMembership } from '../members/queries.ts';

export const USER_NOT_FOUND = 'User not found in this school';

export async function spaceOwnerId(
  db: Kysely<Database>,
  school: SchoolRow,
  viewer: Viewer,
  requested: string | undefined,
): Promise<string> {
  if (!requested || requested === viewer.userId) return viewer.userId;
  if (!(await findEffectiveMembership(db, requested, school))) throw fail('USER_NOT_FOUND', USER_NOT_FOUND);
  return requested;
}

/** A follow goes to another member of the school. */
export async function followTarget(db: Kysely<Database>, school: SchoolRow, viewer: Viewer, userId: string) {
  if (userId === viewer.userId) throw fail('CANNOT_FOLLOW_SELF', 'You cannot follow yourself');
  if (!(await findEffectiveMembership(db, userId, school))) throw fail('USER_NOT_FOUND', USER_NOT_FOUND);
  return userId;
}
