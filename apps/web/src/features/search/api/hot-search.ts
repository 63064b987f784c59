/**
 * Hot searches and the viewer's history (contracts §6). The header's search box is in the entry bundle, where the
 * query library is not (src/lib/with-query.ts), so this endpoint keeps its own tiny per-page cache instead: fetched
 * on the first opening of the search card, then reused.
 */
import { SEARCH_API_PATHS, apiPath } from '@portico/contracts';
import type { HotSearch } from '@portico/contracts';
import { LIMITS } from '@portico/core';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client.ts';

/** `{ hotSearch ≤ 8, history ≤ 5 }`; history is [] for visitors (theirs lives in localStorage). */
export type HotSearchData = HotSearch;

function fetchHotSearch(schoolId: string): Promise<HotSearchData> {
  return apiRequest<HotSearchData>(apiPath(SEARCH_API_PATHS.hotSearch), {
    query: { schoolId },
    // Works for visitors: a stale session cookie must not turn opening the card into a login redirect.
    auth: false,
  }).then((data) => ({
    // Spec §5: hot searches cut to the first 8, history to the first 5 (whatever the server sent).
    hotSearch: (data.hotSearch ?? []).slice(0, LIMITS.HOT_SEARCHES),
    history: (data.history ?? []).slice(0, LIMITS.SEARCH_HISTORY),
  }));
}

const cache = new Map<string, Promise<HotSearchData>>();

/** Tests only: a fresh page. */
export function resetHotSearchCache(): void {
  cache.clear();
}

/** The cached data for the school once `enabled` (a failed fetch is dropped from the cache, to retry next time). */
export function useHotSearch(schoolId: string, enabled: boolean) {
  const [data, setData] = useState<HotSearchData | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let pending = cache.get(schoolId);
    if (!pending) {
      pending = fetchHotSearch(schoolId);
      cache.set(schoolId, pending);
      pending.catch(() => cache.delete(schoolId));
    }
    pending.then((d) => live && setData(d)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [schoolId, enabled]);
  /** After the history was cleared on the server: empty it here and in the cache. */
  const forgetHistory = () => {
    const next = { hotSearch: data?.hotSearch ?? [], history: [] };
    cache.set(schoolId, Promise.resolve(next));
    setData(next);
  };
  return { data, forgetHistory };
}
