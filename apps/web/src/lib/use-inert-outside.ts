/**
 * While `active`, everything on the page outside `container` is inert (not clickable, focusable or announced),
 * through `aria-hidden`'s `inertOthers` — the library Radix uses for its modal layers. Live regions stay out of
 * it (as `hideOthers` keeps them), so a toast or tip arriving meanwhile is still announced.
 *
 * Answers `release()`, which lifts the inert state at once (before the menu closes): a Tab leaving the container
 * must find the rest of the page focusable, since the browser picks the next element before React re-renders.
 */
import { inertOthers } from 'aria-hidden';
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export function useInertOutside(container: RefObject<HTMLElement | null>, active: boolean) {
  const undo = useRef<(() => void) | null>(null);
  const release = useCallback(() => {
    // aria-hidden counts nested layers: its undo must run exactly once.
    undo.current?.();
    undo.current = null;
  }, []);
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    undo.current = inertOthers([element, ...document.querySelectorAll('[aria-live]')]);
    return release;
  }, [active, container, release]);
  return release;
}
