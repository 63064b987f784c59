/**
 * Login rate limiting (contracts.md §5): at most 5 failures per account and 20 per IP address in a sliding
 * 15-minute window. Failures live in the database, so limits hold across restarts, processes and both engines.
 * A successful login clears the account's failures (not the address's).
 */
import type { Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 20;

export const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export const tooManyAttemptsMessage = (minutes: number) =>
  `Too many login attempts. Try again in ${minutes} minutes.`;

/**
 * Minutes until the key drops below its limit (the limit-th newest failure leaves the window), or 0 when it is
 * not locked.
 */
async function lockedMinutes(db: Kysely<Database>, key: string, limit: number, now: Date): Promise<number> {
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

/** Minutes to wait before another attempt, or 0 when neither the account nor the address is locked. */
export async function loginLockMinutes(
  db: Kysely<Database>,
  input: { account: string; ip: string },
  now = new Date(),
): Promise<number> {
  const [account, ip] = await Promise.all([
    lockedMinutes(db, accountKey(input.account), ACCOUNT_FAILURE_LIMIT, now),
    lockedMinutes(db, ipKey(input.ip), IP_FAILURE_LIMIT, now),
  ]);
  return Math.max(account, ip);
}

export async function recordLoginFailure(
  db: Kysely<Database>,
  input: { account: string; ip: string },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const keys = [accountKey(input.account), ipKey(input.ip)];
  await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ id: newId(), key, at })))
    .execute();
  // Old rows never count again; dropping them here keeps the table small without a scheduler.
  await db
    .deleteFrom('login_attempts')
    .where('key', 'in', keys)
    .where('at', '<=', new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString())
    .execute();
}

export async function clearAccountFailures(db: Kysely<Database>, account: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', accountKey(account)).execute();
}
