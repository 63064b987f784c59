/**
 * A visitor's own search history (the server keeps it only for logged-in viewers, contracts §6): localStorage
 * `portico_search_history_<schoolId>`, newest first, without duplicates, at most 5 (spec §5 "history 5").
 */
import { LIMITS } from '@portico/core';
import { safeStorage } from '@/lib/auth-storage.ts';

const historyKey = (schoolId: string) => `portico_search_history_${schoolId}`;

export function readVisitorHistory(schoolId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage()?.getItem(historyKey(schoolId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((x): x is string => typeof x === 'string' && x !== '').slice(0, LIMITS.SEARCH_HISTORY)
      : [];
  } catch {
    return [];
  }
}

export function addVisitorHistory(schoolId: string, keyword: string): void {
  const next = [keyword, ...readVisitorHistory(schoolId).filter((k) => k !== keyword)];
  try {
    safeStorage()?.setItem(historyKey(schoolId), JSON.stringify(next.slice(0, LIMITS.SEARCH_HISTORY)));
  } catch {
    // Quota or privacy mode: the history is a convenience.
  }
}

export function clearVisitorHistory(schoolId: string): void {
  safeStorage()?.removeItem(historyKey(schoolId));
}
