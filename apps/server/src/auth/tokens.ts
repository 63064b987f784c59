/**
 * Opaque session tokens (contracts.md §5): 256-bit random, base64url, stored only as SHA-256. An access token
 * lives 15 minutes; a refresh token 30 days and is rotated on every use. Each login starts a family; presenting a
 * refresh token that was already rotated (reuse: it leaked, or a replay) revokes the whole family, access tokens
 * included — unless it comes back within REFRESH_REUSE_GRACE_MS of its rotation (issue 9 §4: two tabs renewing at
 * once), when the caller is handed the very same successor instead of a new one.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import { preparedQuery } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 86_400;
/**
 * How long after a rotation the rotated refresh token still yields the same successor. Long enough for parallel
 * page loads or renewals that left the browser before the first answer's cookies arrived; short enough that a
 * thief replaying a token later still trips reuse detection.
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const isoIn = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * The successor of a refresh token: HMAC keyed by the presented token over a random seed stored at rotation.
 * Neither half alone gives the successor: the database holds the seed but only hashes of tokens, and a token
 * thief lacks the seed. So nothing usable is stored, yet every holder of the rotated token gets the same pair.
 */
function successorTokens(parentToken: string, seed: string) {
  const derive = (purpose: string) =>
    createHmac('sha256', parentToken).update(`${purpose}:${seed}`).digest('base64url');
  return { accessToken: derive('access'), refreshToken: derive('refresh') };
}

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
  options: {
    now?: Date;
    familyId?: string;
    parentId?: string;
    tokens?: { accessToken: string; refreshToken: string };
  } = {},
): Promise<IssuedTokens> {
  const now = options.now ?? new Date();
  const familyId = options.familyId ?? newId();
  const { accessToken, refreshToken } = options.tokens ?? {
    accessToken: newOpaqueToken(),
    refreshToken: newOpaqueToken(),
  };
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
async function revokeFamily(db: Kysely<Database>, familyId: string, now = new Date()): Promise<void> {
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

// Read on every signed-in page: compiled once (db/prepared.ts).
const refreshTokenByHash = preparedQuery(1, (db, tokenHash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash),
);

function findRefreshToken(db: Kysely<Database>, token: string) {
  return refreshTokenByHash.takeFirst(db, sha256(token));
}

const withinGrace = (usedAt: string | null, now: Date) =>
  usedAt !== null && now.getTime() - Date.parse(usedAt) <= REFRESH_REUSE_GRACE_MS;

/**
 * The refresh token row while it still stands for a session: not revoked or expired, and not rotated — or rotated
 * within the grace (a page request that left before the rotation's cookies arrived is still the same user).
 */
export async function activeRefreshToken(db: Kysely<Database>, token: string, now = new Date()) {
  const row = await findRefreshToken(db, token);
  if (!row || row.revoked_at || row.expires_at <= now.toISOString()) return null;
  return row.used_at && !withinGrace(row.used_at, now) ? null : row;
}

/**
 * Rotates a refresh token: marks it used and issues a new pair in the same family. Null for an unknown, expired
 * or revoked token. An already rotated one gets the same successor within the grace, and otherwise (reuse)
 * revokes its family.
 */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<IssuedTokens | null> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const seed = newOpaqueToken();
    // Claim first: of concurrent rotations exactly one updates the row (PostgreSQL makes the others wait for
    // its commit, SQLite runs one transaction at a time); the others then read its seed below.
    const claim = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: at, rotation_seed: seed })
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    const row = await findRefreshToken(trx, token);
    if (!row || row.revoked_at || row.expires_at <= at) return null;
    const family = { now, familyId: row.family_id, parentId: row.id };
    if (claim.numUpdatedRows > 0n) {
      return issueTokens(trx, row.user_id, { ...family, tokens: successorTokens(token, seed) });
    }
    if (row.rotation_seed && withinGrace(row.used_at, now)) {
      const successor = successorTokens(token, row.rotation_seed);
      const child = await findRefreshToken(trx, successor.refreshToken);
      if (child && !child.revoked_at) return { userId: row.user_id, familyId: row.family_id, ...successor };
    }
    await revokeFamily(trx, row.family_id, now);
    return null;
  });
}

/** The live access-token session (not revoked, not expired) with its user. */
/** Read on every signed-in request (the session hook): compiled once (db/prepared.ts). */
const activeSessionByHash = preparedQuery(2, (db, tokenHash: string, now: string) =>
  db
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
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now),
);

export function findActiveSession(db: Kysely<Database>, accessToken: string, now = new Date()) {
  return activeSessionByHash.takeFirst(db, sha256(accessToken), now.toISOString());
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findActiveSession>>>;

/** Sign out everywhere: every access and refresh token of the user, whatever family; the number of families. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: string,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const families = await trx
      .selectFrom('refresh_tokens')
      .select('family_id')
      .distinct()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
    return families.length;
  });
}

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
