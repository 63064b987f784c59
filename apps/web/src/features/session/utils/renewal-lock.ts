import { safeStorage } from '@/lib/auth-storage.ts';
import type { TryLock } from './renewal.ts';

/** How long a localStorage lease is honoured if its tab dies mid-renewal. */
const LEASE_MS = 30_000;

/** Web Locks when the browser has them: `ifAvailable` → the callback gets null while another tab holds it. */
const webLocksTryLock: TryLock = async (name, task) => {
  let acquired = false;
  await navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    acquired = true;
    await task();
  });
  return acquired;
};

/**
 * Fallback: a lease in localStorage (`{owner, until}`), taken when absent or expired, confirmed by reading it
 * back, released when done. Not atomic like Web Locks, but enough for tabs that wake up at different moments.
 */
export function createLeaseTryLock(now: () => number = Date.now): TryLock {
  return async (name, task) => {
    const storage = safeStorage();
    if (!storage) {
      await task();
      return true;
    }
    const key = `${name}-lease`;
    const owner = Math.random().toString(36).slice(2);
    const current = parseLease(storage.getItem(key));
    if (current && current.until > now()) return false;
    storage.setItem(key, JSON.stringify({ owner, until: now() + LEASE_MS }));
    if (parseLease(storage.getItem(key))?.owner !== owner) return false;
    try {
      await task();
    } finally {
      if (parseLease(storage.getItem(key))?.owner === owner) storage.removeItem(key);
    }
    return true;
  };
}

function parseLease(raw: string | null): { owner: string; until: number } | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { owner?: unknown; until?: unknown };
    return typeof value.owner === 'string' && typeof value.until === 'number'
      ? { owner: value.owner, until: value.until }
      : null;
  } catch {
    return null;
  }
}

export function browserTryLock(): TryLock {
  return typeof navigator !== 'undefined' && navigator.locks ? webLocksTryLock : createLeaseTryLock();
}
