/**
 * Spec §4 "Store-enabled flag is fetched once and cached (value '1' = on)": `GET /api/school/biz/marketConfig`
 * (spec §7, `marketStoreSwitch`), asked once per school and page (cross-route links are full document loads) and
 * shared by every entry that routes by it — the function menu's and the user menu's "School management" (spec §2:
 * a store-type school's management is college-info, any other school's the workbench). A failure is not kept, so
 * the next use asks again; until it is known the entries link to the workbench and a click waits for the answer.
 */
import { ACADEMIES_API_PATHS, apiPath } from '@portico/contracts';
import type { MarketConfig } from '@portico/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from './api-client.ts';

const flags = new Map<string, Promise<boolean>>();
const known = new Map<string, boolean>();

/** The school's store flag: from the cache, else one request (concurrent callers share it). */
export function loadStoreFlag(schoolId: string): Promise<boolean> {
  const held = flags.get(schoolId);
  if (held) return held;
  const pending = apiRequest<MarketConfig>(apiPath(ACADEMIES_API_PATHS.marketConfig), {
    query: { schoolId },
    auth: false,
  })
    .then((data) => {
      const store = data?.marketStoreSwitch === '1';
      known.set(schoolId, store);
      return store;
    })
    .catch(() => {
      flags.delete(schoolId);
      return false;
    });
  flags.set(schoolId, pending);
  return pending;
}

/** The flag when already known (undefined: not asked yet or still on its way). */
export function knownStoreFlag(schoolId: string): boolean | undefined {
  return known.get(schoolId);
}

/**
 * The school's store flag for rendering: undefined until known. Asks only when `enabled` (the entries that need
 * it show for administrators only, spec §5), after hydration (the server's HTML links to the workbench).
 */
export function useStoreFlag(schoolId: string | null, enabled: boolean): boolean | undefined {
  const [store, setStore] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!schoolId || !enabled) return;
    let live = true;
    void loadStoreFlag(schoolId).then((value) => {
      if (live) setStore(value);
    });
    return () => {
      live = false;
    };
  }, [schoolId, enabled]);
  return store;
}

/** Tests only: a fresh page. */
export function clearStoreFlags(): void {
  flags.clear();
  known.clear();
}
