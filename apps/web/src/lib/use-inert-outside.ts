/**
 * While `active`, everything on the page outside `container` is inert (not clickable, focusable or announced),
 * through `aria-hidden`'s `inertOthers` — the library Radix uses for its modal layers. Live regions stay out of
 * it (as `hideOthers` keeps them), so a toast or tip arriving meanwhile is still announced.
 *
 * Answers `release()`, which lifts the inert state at once (before the menu closes): a Tab leaving the container
 * must find the rest of the page focusable, since the browser picks the next element before React re-renders.
 *
 * The page turns inert just after the frame that shows the panel, not before it (issue 28 item 4, INP): `inert` on
 * the header's siblings makes the browser recompute the style of the whole page, and done in the opening's commit
 * that work sat between the press and the panel appearing (the language menu's click 120–136 ms at 10× CPU). The
 * frame in between is safe: a press outside is caught by the disclosure's own listener, and no Tab or screen-reader
 * move can land in the ≈ 16 ms before the page is inert.
 */
import { inertOthers } from 'aria-hidden';
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export function useInertOutside(container: RefObject<HTMLElement | null>, active: boolean) {
  const undo = useRef<(() => void) | null>(null);
  const pending = useRef<() => void>(() => undefined);
  const release = useCallback(() => {
    pending.current();
    // aria-hidden counts nested layers: its undo must run exactly once.
    undo.current?.();
    undo.current = null;
  }, []);
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A task queued from the frame's callback runs once that frame is painted.
      timer = setTimeout(() => {
        if (element.isConnected)
          undo.current = inertOthers([element, ...document.querySelectorAll('[aria-live]')]);
      });
    });
    pending.current = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    return release;
  }, [active, container, release]);
  return release;
}
