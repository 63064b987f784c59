import { CLIENT_TYPE } from '@portico/core';
import type { FeedbackInboxFilter } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { attachUploads } from '../uploads/queries.ts';
import type { FeedbackFields } from './validation.ts';

/**
 * Stores one feedback and ties its images to it, in one transaction: every picUrl must be an upload of this user
 * in this school that no other feedback took (so the inbox never shows someone else's image or a third-party URL,
 * and the sweep of orphan uploads leaves these alone).
 */
export async function insertFeedback(
  db: Kysely<Database>,
  input: FeedbackFields & { school_id: string; user_id: string; user_name: string; school_name: string },
): Promise<string> {
  const id = newId();
  const urls = (input.pic_url ?? '').split(',').filter((url) => url !== '');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('feedback')
      .values({ ...input, id, client_type: CLIENT_TYPE, created_at: new Date().toISOString() })
      .execute();
    const attached = await attachUploads(trx, {
      schoolId: input.school_id,
      userId: input.user_id,
      urls,
      feedbackId: id,
    });
    if (!attached) {
      throw fail(
        'FEEDBACK_IMAGE_UNKNOWN',
        'Images must be uploaded by you to this school first; upload them again',
      );
    }
  });
  return id;
}

export function listFeedback(
  db: Kysely<Database>,
  input: { schoolId: string; status: FeedbackInboxFilter; page: number; pageSize: number },
) {
  let query = db.selectFrom('feedback').selectAll().where('school_id', '=', input.schoolId);
  if (input.status !== 'all') query = query.where('status', '=', input.status);
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
}

export async function countFeedback(
  db: Kysely<Database>,
  schoolId: string,
  status: FeedbackInboxFilter,
): Promise<number> {
  let query = db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId);
  if (status !== 'all') query = query.where('status', '=', status);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

export function findFeedback(db: Kysely<Database>, schoolId: string, id: string) {
  return db
    .selectFrom('feedback')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type FeedbackRow = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;

export async function markFeedback(
  db: Kysely<Database>,
  input: { schoolId: string; id: string; handled: boolean; by: string },
): Promise<void> {
  await db
    .updateTable('feedback')
    .set(
      input.handled
        ? { status: 'handled', handled_at: new Date().toISOString(), handled_by: input.by }
        : { status: 'open', handled_at: null, handled_by: null },
    )
    .where('school_id', '=', input.schoolId)
    .where('id', '=', input.id)
    .execute();
}

/** The reply is stored and the feedback marked handled. */
export async function replyToFeedback(
  db: Kysely<Database>,
  input: { schoolId: string; id: string; reply: string; by: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('feedback')
    .set({
      reply: input.reply,
      replied_at: now,
      replied_by: input.by,
      status: 'handled',
      handled_at: now,
      handled_by: input.by,
    })
    .where('school_id', '=', input.schoolId)
    .where('id', '=', input.id)
    .execute();
}
