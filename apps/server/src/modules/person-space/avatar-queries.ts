/** Stored avatars: one re-encoded image per user, served by the avatar route. */
import { API_PATHS, apiPath } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export function findAvatar(db: Kysely<Database>, userId: string) {
  return db.selectFrom('user_avatars').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Saves the image and points the user's avatar URL at it (the version in the URL busts caches). */
export async function saveAvatar(
  db: Kysely<Database>,
  userId: string,
  image: { contentType: string; bytes: Buffer },
): Promise<void> {
  const now = new Date();
  const data = image.bytes.toString('base64');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_avatars')
      .values({ user_id: userId, content_type: image.contentType, data, updated_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ content_type: image.contentType, data, updated_at: now.toISOString() }),
      )
      .execute();
    await trx
      .updateTable('users')
      .set({ avatar_url: `${apiPath(API_PATHS.personSpace.openAvatar, { userId })}?v=${now.getTime()}` })
      .where('id', '=', userId)
      .execute();
  });
}
