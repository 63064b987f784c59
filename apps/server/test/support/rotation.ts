/** Moving a refresh token's rotation into the past, to test what happens once the reuse grace is over. */
import type { Kysely } from 'kysely';
import { REFRESH_REUSE_GRACE_MS, sha256 } from '../../src/auth/tokens.ts';
import type { Database } from '../../src/db/schema.ts';

export async function ageRotation(
  db: Kysely<Database>,
  refreshToken: string,
  extraMs = 1_000,
): Promise<void> {
  const usedAt = new Date(Date.now() - REFRESH_REUSE_GRACE_MS - extraMs).toISOString();
  await db
    .updateTable('refresh_tokens')
    .set({ used_at: usedAt })
    .where('token_hash', '=', sha256(refreshToken))
    .where('used_at', 'is not', null)
    .execute();
}
