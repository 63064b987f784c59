import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.ts';

export function findUser(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'mobile', 'nick_name', 'real_name', 'avatar_url'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Pick<Updateable<UsersTable>, 'real_name' | 'nick_name'>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
