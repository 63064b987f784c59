/** Who an access token stands for: the session, the user and their effective roles, in two queries. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadEffectiveAccess } from '../repositories/roles.ts';
import { findActiveSession } from './tokens.ts';
import { presentUser } from './user-info.ts';
import type { Viewer } from './viewer.ts';

/** The viewer an access token stands for, or null when it is unknown, expired or revoked. */
export async function resolveViewer(db: Kysely<Database>, accessToken: string): Promise<Viewer | null> {
  const session = await findActiveSession(db, accessToken);
  if (!session) return null;
  const { roles, creatorSchoolIds } = await loadEffectiveAccess(db, session.id);
  return {
    userId: session.id,
    user: presentUser(session),
    familyId: session.family_id,
    memberSchoolIds: new Set(roles.keys()),
    roles,
    creatorSchoolIds,
  };
}
