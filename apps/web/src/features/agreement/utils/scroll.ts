import { AGREEMENT } from '@portico/core';

/**
 * Spec §4 "requires the text scrolled to the bottom (tolerance 10 px)". Text that fits without scrolling has its
 * bottom in view already, so it counts as scrolled.
 */
export function isScrolledToBottom(
  el: { scrollTop: number; clientHeight: number; scrollHeight: number },
  tolerance: number = AGREEMENT.SCROLL_TOLERANCE_PX,
): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - tolerance;
}
