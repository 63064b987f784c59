import type { AcademyList } from '@portico/contracts';

/** Every academy list answers `{ records, total }` (contracts §7). */
export type AcademyPage = AcademyList;

/**
 * Switcher lists are paged by the state machine (utils/academy-paging.ts), which steps back on failure and lets
 * the user retry by scrolling: no automatic retry, and a page is always asked for fresh.
 */
export const LIST_QUERY_DEFAULTS = { retry: false, staleTime: 0 } as const;
