import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { HOT_SEARCH_WINDOW_DAYS, countSearcher, searcherKey, takeRecordingSlot } from './recording.ts';

const DAY_MS = 86_400_000;
/** History kept per user and school (the hot-search box shows the newest LIMITS.SEARCH_HISTORY). */
export const HISTORY_KEPT = 50;

/**
 * Hot searches: the school's pinned keywords first (in pin order), then its most searched keywords of the last
 * 30 days. Returns at most `limit` distinct keywords with their counts — distinct searchers, see recording.ts —
 * (0 for a pin nobody searched yet).
 */
export async function hotSearches(db: Kysely<Database>, schoolId: string, limit: number, now = new Date()) {
  const since = new Date(now.getTime() - HOT_SEARCH_WINDOW_DAYS * DAY_MS).toISOString();
  const [pins, counts] = await Promise.all([
    db
      .selectFrom('hot_search_pins')
      .select('keyword')
      .where('school_id', '=', schoolId)
      .orderBy('sort')
      .orderBy('keyword')
      .execute(),
    db
      .selectFrom('search_queries')
      .select(['keyword', 'count'])
      .where('school_id', '=', schoolId)
      .where('last_searched_at', '>=', since)
      .orderBy('count', 'desc')
      .orderBy('keyword')
      .limit(limit * 2) // enough to fill up after removing the pinned ones
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.keyword, row.count]));
  const keywords = [...new Set([...pins.map((pin) => pin.keyword), ...counts.map((row) => row.keyword)])];
  return keywords.slice(0, limit).map((keyword) => ({ keyword, count: countOf.get(keyword) ?? 0 }));
}

/** The viewer's newest distinct keywords in one school. */
export async function searchHistory(db: Kysely<Database>, schoolId: string, userId: string, limit: number) {
  const rows = await db
    .selectFrom('search_history')
    .select('keyword')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.keyword);
}

export async function clearSearchHistory(db: Kysely<Database>, schoolId: string, userId: string) {
  const result = await db
    .deleteFrom('search_history')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Counts a search for the school's hot searches — once per searcher and keyword, and only while the searcher's
 * per-minute quota lasts (recording.ts) — and, for a logged-in user, puts the keyword at the top of their history
 * (an earlier entry of the same keyword moves up; at most HISTORY_KEPT entries are kept, so the history needs no
 * quota of its own). `clientAddress` identifies a visitor (request.ip).
 */
export async function recordSearch(
  db: Kysely<Database>,
  input: {
    schoolId: string;
    userId: string | null;
    clientAddress?: string | null;
    keyword: string;
    now?: Date;
  },
): Promise<void> {
  const { schoolId, userId, keyword } = input;
  const now = input.now ?? new Date();
  const searcher = searcherKey({ userId, clientAddress: input.clientAddress ?? null });
  if (await takeRecordingSlot(db, { schoolId, searcher, now })) {
    await countSearcher(db, { schoolId, keyword, searcher, now });
  }
  if (!userId) return;
  await db.transaction().execute(async (trx) => {
    const mine = trx
      .selectFrom('search_history')
      .where('school_id', '=', schoolId)
      .where('user_id', '=', userId);
    const newest = await mine.select('created_at').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    // Strictly newer than the last entry, so two searches within one millisecond keep their order.
    const at = Math.max(now.getTime(), newest ? Date.parse(newest.created_at) + 1 : 0);
    await trx
      .deleteFrom('search_history')
      .where('school_id', '=', schoolId)
      .where('user_id', '=', userId)
      .where('keyword', '=', keyword)
      .execute();
    await trx
      .insertInto('search_history')
      .values({
        id: newId(),
        school_id: schoolId,
        user_id: userId,
        keyword,
        created_at: new Date(at).toISOString(),
      })
      .execute();
    await trx
      .deleteFrom('search_history')
      .where('school_id', '=', schoolId)
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        mine.select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(HISTORY_KEPT),
      )
      .execute();
  });
}
