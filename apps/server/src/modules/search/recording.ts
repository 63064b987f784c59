/**
 * Counting a search for the school's hot searches so that no single client can take the list over (issue 9 §6):
 * each searcher — the user when logged in, else the client address — may have at most
 * SEARCH_RECORDS_PER_MINUTE searches counted per school and minute, and a keyword's count is the number of
 * distinct searchers, so one visitor repeating a keyword a thousand times counts once. Both live in the database
 * (migration 0006), so the limits hold across restarts and server instances, on SQLite and PostgreSQL alike.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Searches counted per searcher, school and minute; the rest still search, they just do not count. */
export const SEARCH_RECORDS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;
/** Contracts §6: hot searches are the most searched keywords of the last 30 days. */
export const HOT_SEARCH_WINDOW_DAYS = 30;

/**
 * The searcher a count is charged to. A visitor's address is stored hashed: it only needs to be told apart from
 * other addresses, never read back.
 */
export function searcherKey(who: { userId: string | null; clientAddress: string | null }): string {
  if (who.userId) return `u:${who.userId}`;
  const address = who.clientAddress ?? 'unknown';
  return `a:${createHash('sha256').update(address).digest('base64url').slice(0, 22)}`;
}

/**
 * Takes one slot of the searcher's per-minute quota in the school; false when the quota is used up. One atomic
 * upsert (a fixed window restarting once it is a minute old), so parallel requests cannot slip past it.
 */
export async function takeRecordingSlot(
  db: Kysely<Database>,
  input: { schoolId: string; searcher: string; now: Date },
): Promise<boolean> {
  const nowIso = input.now.toISOString();
  const windowOpen = new Date(input.now.getTime() - WINDOW_MS).toISOString();
  const row = await db
    .insertInto('search_record_quota')
    .values({ school_id: input.schoolId, searcher: input.searcher, window_start: nowIso, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['school_id', 'searcher']).doUpdateSet((eb) => {
        const expired = eb('search_record_quota.window_start', '<=', windowOpen);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('search_record_quota.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when(expired)
            .then(nowIso)
            .else(eb.ref('search_record_quota.window_start'))
            .end(),
        };
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  // Windows nobody reopened are of no use any more (one indexed range delete).
  await db.deleteFrom('search_record_quota').where('window_start', '<=', windowOpen).execute();
  return Number(row.count) <= SEARCH_RECORDS_PER_MINUTE;
}

/**
 * Counts `searcher` for the keyword: a searcher new to the keyword adds one to its count, a returning one only
 * refreshes when it was last searched. Searchers not seen for the hot-search window are forgotten.
 */
export async function countSearcher(
  db: Kysely<Database>,
  input: { schoolId: string; keyword: string; searcher: string; now: Date },
): Promise<void> {
  const { schoolId, keyword, searcher } = input;
  const nowIso = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('search_query_searchers')
      .values({ school_id: schoolId, keyword, searcher, searched_at: nowIso })
      .onConflict((conflict) => conflict.columns(['school_id', 'keyword', 'searcher']).doNothing())
      .executeTakeFirst();
    const isNew = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    if (!isNew) {
      await trx
        .updateTable('search_query_searchers')
        .set({ searched_at: nowIso })
        .where('school_id', '=', schoolId)
        .where('keyword', '=', keyword)
        .where('searcher', '=', searcher)
        .execute();
    }
    await trx
      .insertInto('search_queries')
      .values({ school_id: schoolId, keyword, count: 1, last_searched_at: nowIso })
      .onConflict((conflict) =>
        conflict.columns(['school_id', 'keyword']).doUpdateSet((eb) => ({
          count: isNew ? eb('search_queries.count', '+', 1) : eb.ref('search_queries.count'),
          last_searched_at: nowIso,
        })),
      )
      .execute();
  });
  const forgetBefore = new Date(input.now.getTime() - HOT_SEARCH_WINDOW_DAYS * DAY_MS).toISOString();
  await db.deleteFrom('search_query_searchers').where('searched_at', '<', forgetBefore).execute();
}
