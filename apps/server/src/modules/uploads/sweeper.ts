/** Issue 12: uploads no feedback references are removed once an hour old (rows first, then their files). */
import { UPLOAD_LIMITS } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { deleteOrphans } from './queries.ts';
import { variantKey, type FileStorage } from './storage.ts';

/** Removes orphan uploads older than the limit; answers how many. */
export async function sweepOrphanUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_LIMITS.ORPHAN_AFTER_MS);
  let removed = 0;
  for (;;) {
    const keys = await deleteOrphans(db, cutoff);
    for (const key of keys) {
      await storage.delete(key);
      for (const width of UPLOAD_LIMITS.RESIZE_WIDTHS) await storage.delete(variantKey(key, width));
    }
    removed += keys.length;
    if (keys.length === 0) return removed;
  }
}
