import { isValidMobile } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** account = e-mail (case-insensitive) or an 11-digit mainland mobile number; anything else matches nobody. */
export function findUserByAccount(db: Kysely<Database>, rawAccount: string) {
  const account = rawAccount.trim();
  const query = db.selectFrom('users').selectAll();
  if (isValidMobile(account)) return query.where('mobile', '=', account).executeTakeFirst();
  if (!account.includes('@')) return Promise.resolve(undefined);
  return query.where((eb) => eb(eb.fn('lower', ['email']), '=', account.toLowerCase())).executeTakeFirst();
}

export async function updatePasswordHash(db: Kysely<Database>, userId: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}
