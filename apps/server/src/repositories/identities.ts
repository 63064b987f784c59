/** Single sign-on identities as the access gate needs them (`boundMember`, spec §8 O3 user deleted). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Whether the user signed in to this school through its single sign-on provider at least once. */
export async function isBoundToSchool(
  db: Kysely<Database>,
  schoolId: string,
  userId: string,
): Promise<boolean> {
  const bound = await db
    .selectFrom('third_party_identities')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return bound !== undefined;
}
