/**
 * Opaque session tokens (contracts.md §5): 256-bit random, base64url, stored only as SHA-256. An access token
 * lives 15 minutes; a refresh token 30 days and is rotated on every use. Each login starts a family; presenting a
 * refresh token that was already rotated (reuse: it leaked, or a replay) revokes the whole family, access tokens
 * included.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 86_400;

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const isoIn = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

export interface IssuedTokens {
  userId: string;
  familyId: string;
  accessToken: string;
  refreshToken: string;
}

/** A new access + refresh token pair; a new family unless continuing one (rotation). */
export async function issueTokens(
  db: Kysely<Database>,
  userId: string,
  options: { now?: Date; familyId?: string; parentId?: string } = {},
): Promise<IssuedTokens> {
  const now = options.now ?? new Date();
  const familyId = options.familyId ?? newId();
  const accessToken = newOpaqueToken();
  const refreshToken = newOpaqueToken();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      token_hash: sha256(accessToken),
      user_id: userId,
      family_id: familyId,
      expires_at: isoIn(now, ACCESS_TOKEN_TTL_S),
      revoked_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  await db
    .insertInto('refresh_tokens')
    .values({
      id: newId(),
      token_hash: sha256(refreshToken),
      family_id: familyId,
      user_id: userId,
      parent_id: options.parentId ?? null,
      used_at: null,
      revoked_at: null,
      expires_at: isoIn(now, REFRESH_TOKEN_TTL_S),
      created_at: now.toISOString(),
    })
    .execute();
  return { userId, familyId, accessToken, refreshToken };
}

/** Revokes every access and refresh token of a family (reuse detected, or logout). */
export async function revokeFamily(db: Kysely<Database>, familyId: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

function findRefreshToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
}

/** The refresh token row when it can still be used (not rotated, revoked or expired). */
export async function activeRefreshToken(db: Kysely<Database>, token: string, now = new Date()) {
  const row = await findRefreshToken(db, token);
  if (!row || row.used_at || row.revoked_at || row.expires_at <= now.toISOString()) return null;
  return row;
}

/**
 * Rotates a refresh token: marks it used and issues a new pair in the same family. Null for an unknown, expired
 * or revoked token; a reused (already rotated) one also revokes its family.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<IssuedTokens | null> {
  return db.transaction().execute(async (trx) => {
    const row = await findRefreshToken(trx, token);
    if (!row || row.revoked_at || row.expires_at <= now.toISOString()) return null;
    // The conditional update makes two concurrent rotations of one token count as a reuse.
    const claimed = row.used_at
      ? 0n
      : (
          await trx
            .updateTable('refresh_tokens')
            .set({ used_at: now.toISOString() })
            .where('id', '=', row.id)
            .where('used_at', 'is', null)
            .executeTakeFirst()
        ).numUpdatedRows;
    if (claimed === 0n) {
      await revokeFamily(trx, row.family_id, now);
      return null;
    }
    return issueTokens(trx, row.user_id, { now, familyId: row.family_id, parentId: row.id });
  });
}

/** The live access-token session (not revoked, not expired) with its user. */
export function findActiveSession(db: Kysely<Database>, accessToken: string, now = new Date()) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.family_id',
      'users.id',
      'users.email',
      'users.mobile',
      'users.nick_name',
      'users.real_name',
      'users.avatar_url',
    ])
    .where('sessions.token_hash', '=', sha256(accessToken))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findActiveSession>>>;

/** Logout: the families of whichever tokens the caller still holds (valid or not) are revoked. */
export async function revokeTokens(
  db: Kysely<Database>,
  tokens: { accessToken?: string | null; refreshToken?: string | null },
): Promise<void> {
  const families = new Set<string>();
  if (tokens.accessToken) {
    const session = await db
      .selectFrom('sessions')
      .select('family_id')
      .where('token_hash', '=', sha256(tokens.accessToken))
      .executeTakeFirst();
    if (session) families.add(session.family_id);
  }
  if (tokens.refreshToken) {
    const refresh = await findRefreshToken(db, tokens.refreshToken);
    if (refresh) families.add(refresh.family_id);
  }
  for (const familyId of families) await revokeFamily(db, familyId);
}
