/**
 * Single-use authorization codes (spec §7 `oauth/authorize`): valid 600 s, stored hashed. On a failed
 * authenticated request the browser deletes the codes it was issued in the last 600 s (spec §4).
 */
import { CACHE_AND_SESSION } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { newOpaqueToken, sha256 } from './tokens.ts';

const WINDOW_MS = CACHE_AND_SESSION.PENDING_AUTH_CODES_WINDOW_S * 1000;

export async function issueAuthCode(
  db: Kysely<Database>,
  input: { userId: string; schoolId: string | null },
  now = new Date(),
): Promise<string> {
  const code = newOpaqueToken();
  await db
    .insertInto('auth_codes')
    .values({
      id: newId(),
      code_hash: sha256(code),
      user_id: input.userId,
      school_id: input.schoolId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + WINDOW_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return code;
}

/** Redeems a code once: its user (and school) the first time, null when unknown, used or expired. */
export async function consumeAuthCode(db: Kysely<Database>, code: string, now = new Date()) {
  const at = now.toISOString();
  const row = await db
    .selectFrom('auth_codes')
    .select(['id', 'user_id', 'school_id'])
    .where('code_hash', '=', sha256(code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (!row) return null;
  const { numUpdatedRows } = await db
    .updateTable('auth_codes')
    .set({ used_at: at })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows === 0n ? null : { userId: row.user_id, schoolId: row.school_id };
}

/**
 * Deletes one code (when given; only the viewer's own when logged in) or every code the viewer was issued in the
 * last 600 s. Returns how many were deleted.
 */
export async function deleteAuthCodes(
  db: Kysely<Database>,
  input: { code: string | null; userId: string | null },
  now = new Date(),
): Promise<number> {
  let query = db.deleteFrom('auth_codes');
  if (input.code) {
    query = query.where('code_hash', '=', sha256(input.code));
    if (input.userId) query = query.where('user_id', '=', input.userId);
  } else if (input.userId) {
    const since = new Date(now.getTime() - WINDOW_MS).toISOString();
    query = query.where('user_id', '=', input.userId).where('created_at', '>=', since);
  } else {
    return 0;
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
