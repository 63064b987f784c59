/** Invite codes: joining a school (modules/members) and naming one (the access gate's `invite`, the O3 card). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The unexpired invite with this code (codes are stored upper-case; what users type is trimmed and folded). */
export function findInvite(db: Kysely<Database>, code: string, now = new Date()) {
  return db
    .selectFrom('school_invites')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
}
