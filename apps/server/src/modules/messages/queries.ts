/** A user's messages in one school: every query filters by school AND user (nobody reads another's messages). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { preparedQuery } from '../../db/prepared.ts';

export interface MessageScope {
  schoolId: string;
  userId: string;
}

const mine = (db: Kysely<Database>, { schoolId, userId }: MessageScope) =>
  db.selectFrom('messages').where('school_id', '=', schoolId).where('user_id', '=', userId);

/** The bell's count, read on every signed-in page: compiled once (db/prepared.ts). */
const unread = preparedQuery(2, (db, schoolId: string, userId: string) =>
  mine(db, { schoolId, userId })
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n')),
);

export async function unreadCount(db: Kysely<Database>, scope: MessageScope): Promise<number> {
  const row = await unread.takeFirst(db, scope.schoolId, scope.userId);
  return Number(row?.n ?? 0);
}

export async function listMessages(
  db: Kysely<Database>,
  scope: MessageScope,
  page: { page: number; pageSize: number; unreadOnly: boolean },
) {
  let base = mine(db, scope);
  if (page.unreadOnly) base = base.where('read_at', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export type MessageRow = Awaited<ReturnType<typeof listMessages>>['rows'][number];

/** Marks the given messages (or all when `ids` is null) read; ids of other users or schools are never touched. */
export async function markRead(
  db: Kysely<Database>,
  scope: MessageScope,
  ids: readonly string[] | null,
): Promise<number> {
  if (ids !== null && ids.length === 0) return 0;
  let update = db
    .updateTable('messages')
    .set({ read_at: new Date().toISOString() })
    .where('school_id', '=', scope.schoolId)
    .where('user_id', '=', scope.userId)
    .where('read_at', 'is', null);
  if (ids !== null) update = update.where('id', 'in', [...new Set(ids)]);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
