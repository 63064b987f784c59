import { useEffect, useRef, useState, type RefObject } from 'react';

interface VisibleTipOptions {
  /** Whether this tip may show here at all (feature rules that do not depend on the browser's records). */
  enabled: boolean;
  /** Asked when the anchor becomes visible: the browser's record still says the tip is due. */
  due: () => boolean;
  /** Writes the "shown" record; called at the moment the tip is shown, never before. */
  record: () => void;
  /** How long the tip stays (spec §9 delays). */
  durationMs: number;
}

/** A box the user can see: laid out (not `display: none` on it or an ancestor) and not `visibility: hidden`. */
function isRendered(element: Element): boolean {
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/**
 * A once-only tip shown next to `anchor` (spec §4: AI new-task tip, navigation-group tip), recorded as shown only
 * once the user could see it (issue 22 item 1): the same tip is mounted in the desktop header and in the compact
 * header, and only the copy whose anchor is on screen at this width shows and writes the record. Until its anchor
 * is visible (e.g. the desktop header below 1200 px) a copy waits; `due()` is asked again at that moment, so the
 * other copy having shown the tip meanwhile keeps this one away. Client only: nothing renders on the server.
 */
export function useVisibleTip(anchor: RefObject<Element | null>, options: VisibleTipOptions): boolean {
  const { enabled, durationMs } = options;
  const [show, setShow] = useState(false);
  // The latest rules without re-observing on every render (they close over bootstrap values).
  const rules = useRef(options);
  useEffect(() => {
    rules.current = options;
  });

  useEffect(() => {
    const element = anchor.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting) && isRendered(element);
      if (!visible || !rules.current.due()) return;
      observer.disconnect();
      rules.current.record();
      setShow(true);
      hide = setTimeout(() => setShow(false), durationMs);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(hide);
    };
  }, [anchor, enabled, durationMs]);

  return show;
}
