import { useSyncExternalStore } from 'react';

/**
 * The page's scroll offset as the scroll listener last saw it. Renders read this, never `window.scrollY`: reading
 * `scrollY` brings layout up to date, and a render in the middle of an interaction (a tap has just changed the
 * pressed and focused styles) paid a forced style recalculation and layout for it — the right tools' expand tap
 * spent ≈ 27 ms there at 10× CPU (issue 28 item 4). In a scroll event layout is already current, so reading it
 * there costs nothing.
 */
let offset = 0;
const listeners = new Set<() => void>();

function onScroll(): void {
  offset = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    // First subscriber (after hydration): start from where the page is; React reads the snapshot again after
    // subscribing, so a page restored half-way down shows the right state at once.
    offset = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/** True once the page is scrolled more than `threshold` px; false on the server and during hydration. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offset > threshold,
    () => false,
  );
}
