import { NAV_WIDTH, navBarBudget, tableMeasure, type MeasureText } from '@portico/core';
import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle.ts';

/**
 * Width of the navigation (component 003) at the design width: the spec's 1440 px budget less the header rows'
 * 24 px padding on each side (spec §9 "padding 24"), or the narrower width the header settings give it.
 */
function navDesignWidth(configured: number | null): number {
  const full = NAV_WIDTH.BUDGET - 2 * NAV_WIDTH.HEADER_PADDING;
  return configured && configured > 0 ? Math.min(configured, full) : full;
}

/** canvas measureText in the element's font (memoised per text); null where there is no 2D canvas. */
function canvasMeasure(element: HTMLElement): MeasureText | null {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  const style = getComputedStyle(element);
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = context.measureText(text).width;
      widths.set(text, width);
    }
    return width;
  };
}

export interface NavMetrics {
  measure: MeasureText;
  /** Whole pixels available to the items and More. */
  budget: number;
  /** Ref callback for the bar (a callback, so a bar that mounts later is measured too). */
  barRef: (element: HTMLElement | null) => void;
  /** The browser has measured the bar (false on the server and at hydration). */
  measured: boolean;
}

/**
 * What core's splitNavOverflow measures with (issue 10 item 6). On the server and at hydration: core's per-script
 * width table (bold when the header config says so) and the budget of the design width less the leading triggers
 * (group switcher, Categories) — identical on both sides, so hydration never changes the split. Once mounted: canvas
 * measureText in the bar's real font (spec §9 "header measurement font 14 px"), and the bar's measured inline size
 * when the window is narrower than the design width (re-measured on resize). Hidden bar (compact header): the
 * design budget stays.
 */
export function useNavMetrics(options: {
  configured: number | null;
  bold: boolean;
  leading: string[];
}): NavMetrics {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [client, setClient] = useState<{ measure: MeasureText | null; bar: number | null } | null>(null);
  useEffect(() => {
    if (!element) return;
    // Read in the ResizeObserver's callback, which the browser calls after its own layout (and once at once on
    // observe): the bar's width comes with it and its font's style is computed by then, so nothing here forces a
    // synchronous style or layout pass while the page loads (issue 28 item 2).
    // The canvas's first measureText of CJK or Arabic text loads the fallback fonts: 180 ms of main thread on a
    // 4×-slowed phone (issue 28 item 1's trace). So a hidden bar (the compact header, below 1200 px) measures
    // nothing — the design budget and the width table stay — and a shown one measures when the browser is idle.
    let measure: MeasureText | null | undefined;
    let pending: (() => void) | null = null;
    const read = (width: number) => {
      pending?.();
      const bar = Math.floor(width);
      if (bar <= 0) {
        setClient((current) => current ?? { measure: null, bar: null });
        return;
      }
      pending = whenIdle(() => {
        pending = null;
        measure ??= canvasMeasure(element);
        setClient({ measure, bar });
      });
    };
    if (typeof ResizeObserver === 'undefined') {
      read(element.getBoundingClientRect().width);
      return () => pending?.();
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      read(box ? box.inlineSize : element.getBoundingClientRect().width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      pending?.();
    };
  }, [element]);
  const measure = client?.measure ?? tableMeasure({ bold: options.bold });
  const design = navBarBudget({
    width: navDesignWidth(options.configured),
    leading: options.leading,
    measure,
  });
  const budget = client?.bar ? Math.min(design, client.bar) : design;
  return { measure, budget, barRef: setElement, measured: client !== null };
}
