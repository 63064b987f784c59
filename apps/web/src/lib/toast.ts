/**
 * A tiny toast store (no library): `showToast(text)` from anywhere, <Toaster> renders the live region. Toasts
 * still on screen when the page reloads on purpose are carried over once through sessionStorage (`flashToasts`),
 * so "Login successful" survives the reload that follows a login.
 */
import { safeStorage } from './auth-storage.ts';

export interface Toast {
  id: number;
  text: string;
}

const FLASH_KEY = 'portico_flash_toasts';
/** How long a toast stays (not a spec value: long enough to read two short sentences). */
const TOAST_MS = 4000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast(text: string): void {
  const id = nextId++;
  emit([...toasts, { id, text }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: Toast[] = [];
export function getToasts(): Toast[] {
  return toasts;
}
export function getServerToasts(): Toast[] {
  return EMPTY;
}

/** Before a deliberate reload: keep the visible toasts for the next page. */
export function flashToasts(): void {
  if (toasts.length > 0)
    safeStorage('session')?.setItem(FLASH_KEY, JSON.stringify(toasts.map((t) => t.text)));
}

/** On page start: show what the previous page flashed. */
export function restoreFlashedToasts(): void {
  const storage = safeStorage('session');
  const raw = storage?.getItem(FLASH_KEY);
  if (!raw) return;
  storage?.removeItem(FLASH_KEY);
  try {
    for (const text of JSON.parse(raw) as unknown[]) if (typeof text === 'string') showToast(text);
  } catch {
    // A corrupt value is simply dropped.
  }
}
