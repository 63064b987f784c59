import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Hot searches: the school's pinned keywords first (in pin order), then its most searched keywords.
 * Returns at most `limit` distinct keywords with their search counts (0 for a pin nobody searched yet).
 */
export async function hotSearches(db: Kysely<Database>, schoolId: string, limit: number) {
  const [pins, counts] = await Promise.all([
    db
      .selectFrom('hot_search_pins')
      .select('keyword')
      .where('school_id', '=', schoolId)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('search_queries')
      .select(['keyword', 'count'])
      .where('school_id', '=', schoolId)
      .orderBy('count', 'desc')
      .orderBy('keyword')
      .limit(limit * 2) // enough to fill up after removing the pinned ones
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.keyword, row.count]));
  const keywords = [...new Set([...pins.map((pin) => pin.keyword), ...counts.map((row) => row.keyword)])];
  return keywords.slice(0, limit).map((keyword) => ({ keyword, count: countOf.get(keyword) ?? 0 }));
}
