import { NAV_WIDTH } from '@portico/core';
import { useEffect, useState, type RefObject } from 'react';

/**
 * Width budget of the navigation row for core's splitNavOverflow: the spec's 1440 px (or the narrower width the
 * header settings give component 003) on the server and at hydration; once mounted, the row's measured inline
 * size when that is smaller (a 1024 px window has less room than the spec's 1440 px design width).
 */
export function useNavBudget(ref: RefObject<HTMLElement | null>, configured: number | null): number {
  const initial = Math.min(NAV_WIDTH.BUDGET, configured && configured > 0 ? configured : NAV_WIDTH.BUDGET);
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = Math.floor(element.clientWidth);
      if (width > 0) setMeasured(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return measured === null ? initial : Math.min(initial, measured);
}
