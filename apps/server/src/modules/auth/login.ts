/**
 * Password login (contracts.md §5 `POST /api/auth/login/init`): agreement first, then the rate limits (per account
 * and address together, and per address: auth/rate-limit.ts), then the password. Unknown accounts and wrong
 * passwords answer the same text after the same amount of work.
 */
import type { Kysely } from 'kysely';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../auth/password.ts';
import {
  ACCOUNT_FAILURE_LIMIT,
  accountSubject,
  clearFailures,
  clientAddress,
  lockedMinutes,
  pairKey,
  recordFailure,
  tooManyAttemptsMessage,
  type AddressCounter,
} from '../../auth/rate-limit.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { findUserByAccount, updatePasswordHash } from './queries.ts';

const AGREEMENT_REQUIRED = 'You must accept the service agreement and privacy policy';
const LOGIN_FAILED = 'Login failed';

export interface LoginInput {
  account: string;
  password: string;
  agreementAccepted: boolean;
  ip: string;
}

export async function authenticate(db: Kysely<Database>, address: AddressCounter, input: LoginInput) {
  if (input.agreementAccepted !== true) throw fail('AGREEMENT_NOT_ACCEPTED', AGREEMENT_REQUIRED);
  const now = new Date();
  // Looked up before the limit so every spelling of one user (e-mail, mobile, case, spaces) shares a counter.
  const user = await findUserByAccount(db, input.account);
  const pair = pairKey(accountSubject(input.account, user?.id ?? null), clientAddress(input.ip));
  const minutes = Math.max(
    await lockedMinutes(db, pair, ACCOUNT_FAILURE_LIMIT, now),
    await address.lockedMinutes(now),
  );
  if (minutes > 0) {
    // The web shows "try again in {minutes} minutes" in the user's language from the details.
    throw fail('LOGIN_RATE_LIMITED', tooManyAttemptsMessage(minutes), { minutes });
  }

  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordFailure(db, pair, now);
    await address.recordFailure(now);
    throw fail('LOGIN_FAILED', LOGIN_FAILED);
  }
  await clearFailures(db, pair);
  if (needsRehash(user.password_hash)) {
    await updatePasswordHash(db, user.id, await hashPassword(input.password));
  }
  return user;
}
