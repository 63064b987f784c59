/**
 * Login throttling (contracts.md §5, issue 9 §4) that cannot be turned against users:
 * - at most 5 failures per account AND client address together, so a stranger's wrong passwords lock only the
 *   stranger's own address out of that account, never the owner at theirs;
 * - at most 20 failures per client address (any accounts), against password spraying from one place.
 * Both in a sliding 15-minute window. The account is canonical (the user id when it names a user, so e-mail,
 * mobile and case/space variants share a counter). Failures live in the database by default; with REDIS_URL the
 * per-address counter moves to Redis (plugins/app/login-throttle.ts). A success clears its pair's failures.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;

/** The account a login names: its user when there is one, else the identifier as typed, normalised. */
export const accountSubject = (account: string, userId: string | null) =>
  userId ? `user:${userId}` : `account:${account.trim().toLowerCase()}`;

/**
 * The client address as limits count it: `request.ip` (X-Forwarded-For only through TRUST_PROXY_HOPS trusted
 * proxies), IPv6 folded to its /64 — one subscriber's allocation, which they can rotate through freely.
 */
export const clientAddress = (ip: string) => normalizeIP(ip);

export const pairKey = (subject: string, address: string) => `pair:${subject}|${address}`;
const ipKey = (address: string) => `ip:${address}`;

export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many login attempts. Try again in ${minutes} minutes.`;

/** The per-address failure counter of one client (database or Redis). */
export interface AddressCounter {
  /** Minutes until the address may try again, 0 when it is not locked. */
  lockedMinutes(now: Date): Promise<number>;
  recordFailure(now: Date): Promise<void>;
}

/**
 * Minutes until the key drops below its limit (the limit-th newest failure leaves the window), or 0 when it is
 * not locked.
 */
export async function lockedMinutes(
  db: Kysely<Database>,
  key: string,
  limit: number,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('login_attempts')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  const limiting = rows[limit - 1];
  if (!limiting) return 0;
  const freeAt = Date.parse(limiting.at) + LOGIN_WINDOW_MS;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

export async function recordFailure(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await db.insertInto('login_attempts').values({ id: newId(), key, at: now.toISOString() }).execute();
  // Old rows never count again; dropping them here keeps the table small without a scheduler.
  await db
    .deleteFrom('login_attempts')
    .where('key', '=', key)
    .where('at', '<=', new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString())
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

/** The embedded default: the address's failures in `login_attempts`, like the pair counter. */
export const databaseAddressCounter = (db: Kysely<Database>, address: string): AddressCounter => ({
  lockedMinutes: (now) => lockedMinutes(db, ipKey(address), IP_FAILURE_LIMIT, now),
  recordFailure: (now) => recordFailure(db, ipKey(address), now),
});
