/**
 * Spec §4 "Bulletin: hidden if the stored id equals the current id and the stored close flag is yes; otherwise
 * shown only when status is 1 and the current time is between startTime and endTime. A new id resets the flag to
 * no. Closing is remembered locally." Storage keys: STORAGE_KEYS.BULLETIN_ID / CLOSE_BULLETIN.
 */
import { BULLETIN_ACTIVE_STATUS } from './constants.ts';
import type { BulletinWindow } from './types.ts';

/** Milliseconds since the epoch for an ISO 8601 instant (or an epoch-millisecond string); NaN if unparsable. */
function instant(s: string | number | null | undefined): number {
  if (typeof s === 'number') return s;
  if (typeof s !== 'string' || s.trim() === '') return NaN;
  const t = s.trim();
  if (/^\d+$/.test(t)) return Number(t);
  return Date.parse(t);
}

/**
 * Spec §4 bulletin visibility. "Between" is inclusive at both ends (shown at exactly startTime and exactly
 * endTime). Unparsable times hide the bulletin.
 */
export function isBulletinVisible(input: {
  bulletin: BulletinWindow | null | undefined;
  now: Date;
  storedId: string | null;
  storedClosed: string | null;
}): boolean {
  const { bulletin } = input;
  if (!bulletin) return false;
  if (input.storedId === bulletin.id && input.storedClosed === 'yes') return false;
  if (Number(bulletin.status) !== BULLETIN_ACTIVE_STATUS) return false;
  const now = input.now.getTime();
  const start = instant(bulletin.startTime);
  const end = instant(bulletin.endTime);
  if (Number.isNaN(now) || Number.isNaN(start) || Number.isNaN(end)) return false;
  return start <= now && now <= end;
}

/**
 * Spec §4 "A new id resets the flag to no": the values to store when a bulletin loads. The same id keeps the
 * stored flag ('yes' stays closed; anything else is normalised to 'no').
 */
export function bulletinStorageOnLoad(input: {
  bulletinId: string;
  storedId: string | null;
  storedClosed: string | null;
}): { bulletinId: string; closeBulletin: 'yes' | 'no' } {
  if (input.storedId !== input.bulletinId) return { bulletinId: input.bulletinId, closeBulletin: 'no' };
  return { bulletinId: input.bulletinId, closeBulletin: input.storedClosed === 'yes' ? 'yes' : 'no' };
}

/** Spec §4 "Closing is remembered locally": the values to store when the user closes the bulletin. */
export function bulletinStorageOnClose(bulletinId: string): { bulletinId: string; closeBulletin: 'yes' } {
  return { bulletinId, closeBulletin: 'yes' };
}

/**
 * Our mirror of the close (issue 12): besides local storage, the browser keeps the closed bulletin's id in this
 * cookie, so the server renders the page without it and the layout does not move when the script hides it.
 */
export const BULLETIN_CLOSED_COOKIE = 'portico_bulletin_closed';
