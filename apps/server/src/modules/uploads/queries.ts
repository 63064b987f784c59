/** Upload rows, quotas, the content review's list and the sweep of orphans (every query filters by school). */
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

export interface NewUpload {
  schoolId: string;
  userId: string;
  fileName: string;
  contentType: string;
  module: string;
  bucket: string;
  url: string;
  storageKey: string;
  size: number;
  sha256: string;
  sourceSha256: string;
  width: number;
  height: number;
}

export async function insertUpload(db: Kysely<Database>, input: NewUpload, now: Date): Promise<string> {
  const id = newId();
  await db
    .insertInto('uploads')
    .values({
      id,
      school_id: input.schoolId,
      user_id: input.userId,
      file_name: input.fileName,
      content_type: input.contentType,
      module: input.module,
      bucket: input.bucket,
      url: input.url,
      size: input.size,
      created_at: now.toISOString(),
      storage_key: input.storageKey,
      sha256: input.sha256,
      source_sha256: input.sourceSha256,
      width: input.width,
      height: input.height,
      feedback_id: null,
    })
    .execute();
  return id;
}

export function findUploadByKey(db: Kysely<Database>, schoolId: string, storageKey: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'storage_key', 'content_type', 'file_name', 'sha256', 'source_sha256'])
    .where('school_id', '=', schoolId)
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
}

/** Bytes the school's stored uploads take. */
export async function schoolStoredBytes(db: Kysely<Database>, schoolId: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** The user's uploads counted in the current daily window (a window that ended counts as empty). */
export async function quotaUsed(
  db: Kysely<Database>,
  schoolId: string,
  userId: string,
  windowStart: string,
): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('upload_quota')
    .select(['window_start', 'files', 'bytes'])
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.window_start !== windowStart) return { files: 0, bytes: 0 };
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/** Counts one upload in the user's window (starting a new window when the stored one ended). */
export async function countUpload(
  db: Kysely<Database>,
  input: { schoolId: string; userId: string; windowStart: string; bytes: number },
): Promise<void> {
  await db
    .insertInto('upload_quota')
    .values({
      school_id: input.schoolId,
      user_id: input.userId,
      window_start: input.windowStart,
      files: 1,
      bytes: input.bytes,
    })
    .onConflict((conflict) =>
      conflict.columns(['school_id', 'user_id']).doUpdateSet((eb) => ({
        files: eb
          .case()
          .when('upload_quota.window_start', '=', input.windowStart)
          .then(eb('upload_quota.files', '+', 1))
          .else(1)
          .end(),
        bytes: eb
          .case()
          .when('upload_quota.window_start', '=', input.windowStart)
          .then(eb('upload_quota.bytes', '+', input.bytes))
          .else(input.bytes)
          .end(),
        window_start: input.windowStart,
      })),
    )
    .execute();
}

/** Whether any of the hashes is on the school's blocked list. */
export async function isBlocked(db: Kysely<Database>, schoolId: string, hashes: string[]): Promise<boolean> {
  const row = await db
    .selectFrom('blocked_images')
    .select('sha256')
    .where('school_id', '=', schoolId)
    .where('sha256', 'in', hashes)
    .executeTakeFirst();
  return row !== undefined;
}

export function listBlocked(db: Kysely<Database>, schoolId: string) {
  return db
    .selectFrom('blocked_images')
    .select(['sha256', 'note', 'created_at'])
    .where('school_id', '=', schoolId)
    .orderBy('created_at', 'desc')
    .orderBy('sha256')
    .execute();
}

export async function countBlocked(db: Kysely<Database>, schoolId: string): Promise<number> {
  const row = await db
    .selectFrom('blocked_images')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function addBlocked(
  db: Kysely<Database>,
  input: { schoolId: string; hashes: string[]; note: string | null; userId: string },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('blocked_images')
    .values(
      input.hashes.map((sha256) => ({
        school_id: input.schoolId,
        sha256,
        note: input.note,
        created_by: input.userId,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['school_id', 'sha256']).doNothing())
    .execute();
}

export async function removeBlocked(
  db: Kysely<Database>,
  schoolId: string,
  sha256: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('blocked_images')
    .where('school_id', '=', schoolId)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Ties the user's uploads named by `urls` to a feedback (inside the caller's transaction). Answers false — and ties
 * nothing — unless every URL is an upload of this user in this school that no feedback references yet.
 */
export async function attachUploads(
  trx: Kysely<Database>,
  input: { schoolId: string; userId: string; urls: string[]; feedbackId: string },
): Promise<boolean> {
  if (input.urls.length === 0) return true;
  const result = await trx
    .updateTable('uploads')
    .set({ feedback_id: input.feedbackId })
    .where('school_id', '=', input.schoolId)
    .where('user_id', '=', input.userId)
    .where('url', 'in', input.urls)
    .where('feedback_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === new Set(input.urls).size;
}

/**
 * Uploads no feedback references, created before `cutoff`: removed from the database, the storage keys of the rows
 * really removed answered (a row attached to a feedback meanwhile stays, and so does its file).
 */
export async function deleteOrphans(db: Kysely<Database>, cutoff: Date, limit = 500): Promise<string[]> {
  const candidates = db
    .selectFrom('uploads')
    .select('id')
    .where('feedback_id', 'is', null)
    .where('kept_for', 'is', null)
    .where('created_at', '<', cutoff.toISOString())
    .orderBy('created_at')
    .limit(limit);
  const rows = await db
    .deleteFrom('uploads')
    .where('id', 'in', candidates)
    .where('feedback_id', 'is', null)
    .returning('storage_key')
    .execute();
  return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}
