/**
 * Keeps the bell's count the same in every tab of the browser (issue 11 §1): a tab that learns a new count (marking
 * read, a refresh) announces it on a BroadcastChannel, with a localStorage event as the fallback; and spec §4
 * "Message count resets when a clear-notification event fires" — a `portico:clear-notification` window event (any
 * script of the page may fire it) sets the count to 0 here and in the other tabs.
 */
import { useEffect, useState } from 'react';
import { safeStorage } from './auth-storage.ts';

export const CLEAR_NOTIFICATION_EVENT = 'portico:clear-notification';
const CHANNEL = 'portico-messages';
const STORAGE_KEY = 'portico_message_count';

export interface CountUpdate {
  schoolId: string;
  userId: string;
  count: number;
}

type Listener = (update: CountUpdate) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function parse(value: unknown): CountUpdate | null {
  if (typeof value !== 'object' || value === null) return null;
  const { schoolId, userId, count } = value as Record<string, unknown>;
  if (typeof schoolId !== 'string' || typeof userId !== 'string') return null;
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return null;
  return { schoolId, userId, count };
}

const deliver = (value: unknown) => {
  const update = parse(value);
  if (update) for (const listener of listeners) listener(update);
};

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (event: MessageEvent) => deliver(event.data));
  return channel;
}

function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEY || !event.newValue) return;
  try {
    deliver(JSON.parse(event.newValue));
  } catch {
    // Not ours.
  }
}

/** Tells this tab's listeners and the other tabs the new count. */
export function publishCount(update: CountUpdate): void {
  deliver(update);
  const open = openChannel();
  if (open) open.postMessage(update);
  else safeStorage()?.setItem(STORAGE_KEY, JSON.stringify({ ...update, at: Date.now() }));
}

/** Listens for counts from this tab and the others; returns the unsubscribe. */
export function subscribeCount(listener: Listener): () => void {
  listeners.add(listener);
  openChannel();
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Fires the clear-notification event (what "mark all read" does after the server agreed). */
export function clearNotification(): void {
  window.dispatchEvent(new Event(CLEAR_NOTIFICATION_EVENT));
}

/**
 * The unread count of the viewer in a school as the other parts of the page announce it (the bell fetches and
 * publishes; menus only listen), starting from the bootstrap's value.
 */
export function useLiveUnread(schoolId: string, userId: string, initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(
    () =>
      subscribeCount((update) => {
        if (update.schoolId === schoolId && update.userId === userId) setCount(update.count);
      }),
    [schoolId, userId],
  );
  return count;
}
