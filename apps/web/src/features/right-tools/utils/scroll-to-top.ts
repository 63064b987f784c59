/**
 * Spec §4 / §9 go-to-top: "scrolling up moves 50 px every 10 ms" — instantly for users who prefer reduced
 * motion (WCAG 2.3.3). A user who scrolls meanwhile takes over (the steps stop).
 */
import { SCROLL, nextScrollStep } from '@portico/core';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Starts the scroll; answers a function that stops it. */
export function scrollToTop(onDone?: () => void): () => void {
  if (prefersReducedMotion()) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    onDone?.();
    return () => {};
  }
  let expected = window.scrollY;
  const timer = setInterval(() => {
    // Someone else moved the page (a wheel, a key, a touch): let them.
    if (Math.abs(window.scrollY - expected) > 1) {
      clearInterval(timer);
      return;
    }
    expected = nextScrollStep(window.scrollY);
    window.scrollTo({ top: expected, behavior: 'instant' });
    if (expected <= 0) {
      clearInterval(timer);
      onDone?.();
    }
  }, SCROLL.STEP_INTERVAL_MS);
  return () => clearInterval(timer);
}
