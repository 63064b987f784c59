/**
 * Spec §3 / §4 bulletin memory: local storage keys bulletinId and closeBulletin (core's rules decide what to
 * store), plus our cookie mirror of a close so the server leaves a closed bulletin out of the next page.
 */
import {
  BULLETIN_CLOSED_COOKIE,
  STORAGE_KEYS,
  bulletinStorageOnClose,
  bulletinStorageOnLoad,
  isBulletinVisible,
  type BulletinWindow,
} from '@portico/core';
import { safeStorage } from '@/lib/auth-storage.ts';

const YEAR_S = 365 * 24 * 60 * 60;

function write(values: { bulletinId: string; closeBulletin: 'yes' | 'no' }): void {
  const storage = safeStorage();
  storage?.setItem(STORAGE_KEYS.BULLETIN_ID, values.bulletinId);
  storage?.setItem(STORAGE_KEYS.CLOSE_BULLETIN, values.closeBulletin);
}

function stored() {
  const storage = safeStorage();
  return {
    storedId: storage?.getItem(STORAGE_KEYS.BULLETIN_ID) ?? null,
    storedClosed: storage?.getItem(STORAGE_KEYS.CLOSE_BULLETIN) ?? null,
  };
}

/** Spec §4 visibility with what this browser stored (core isBulletinVisible). */
export function isShownByStorage(bulletin: BulletinWindow, now: Date): boolean {
  return isBulletinVisible({ bulletin, now, ...stored() });
}

/** On page load: stores the id; a new id resets the flag to 'no' (core bulletinStorageOnLoad). */
export function storeOnLoad(bulletin: BulletinWindow): void {
  write(bulletinStorageOnLoad({ bulletinId: bulletin.id, ...stored() }));
}

/** Closing is remembered: local storage (spec) and the cookie the server reads. */
export function rememberClose(bulletinId: string): void {
  write(bulletinStorageOnClose(bulletinId));
  document.cookie = `${BULLETIN_CLOSED_COOKIE}=${encodeURIComponent(bulletinId)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}
