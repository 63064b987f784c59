/** Room kept between a revealed box and the sticky header or the window's edge. */
const GAP_PX = 8;

/**
 * Scrolls the least needed so that `box` is wholly on screen below the sticky header (WCAG 2.4.11/2.4.7): the
 * browser scrolls a focused link into view by the link alone, which leaves the rest of its card — and the card's
 * focus ring — under the header or past the window's edge. A box taller than the room keeps its top in view.
 */
export function revealWhole(box: Element): void {
  const header = document.querySelector('header');
  const top = (header ? Math.max(0, header.getBoundingClientRect().bottom) : 0) + GAP_PX;
  const bottom = window.innerHeight - GAP_PX;
  const rect = box.getBoundingClientRect();
  if (rect.top < top) window.scrollBy({ top: rect.top - top, behavior: 'instant' });
  else if (rect.bottom > bottom) {
    window.scrollBy({ top: Math.min(rect.bottom - bottom, rect.top - top), behavior: 'instant' });
  }
}
