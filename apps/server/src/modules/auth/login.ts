/**
 * Password login (contracts.md §5 `POST /api/auth/login/init`): agreement first, then the rate limit, then the
 * password. Unknown accounts and wrong passwords answer the same text after the same amount of work.
 */
import type { Kysely } from 'kysely';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../auth/password.ts';
import {
  clearAccountFailures,
  loginLockMinutes,
  recordLoginFailure,
  tooManyAttemptsMessage,
} from '../../auth/rate-limit.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, tooManyRequests, unauthorized } from '../../shared/http-error.ts';
import { findUserByAccount, updatePasswordHash } from './queries.ts';

export const AGREEMENT_REQUIRED = 'You must accept the service agreement and privacy policy';
export const LOGIN_FAILED = 'Login failed';

export interface LoginInput {
  account: string;
  password: string;
  agreementAccepted: boolean;
  ip: string;
}

export async function authenticate(db: Kysely<Database>, input: LoginInput) {
  if (input.agreementAccepted !== true) throw badRequest(AGREEMENT_REQUIRED);
  const limitKeys = { account: input.account, ip: input.ip };
  const minutes = await loginLockMinutes(db, limitKeys);
  if (minutes > 0) throw tooManyRequests(tooManyAttemptsMessage(minutes));

  const user = await findUserByAccount(db, input.account);
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordLoginFailure(db, limitKeys);
    throw unauthorized(LOGIN_FAILED);
  }
  await clearAccountFailures(db, input.account);
  if (needsRehash(user.password_hash)) {
    await updatePasswordHash(db, user.id, await hashPassword(input.password));
  }
  return user;
}
