import { vi } from 'vitest';

/**
 * happy-dom lays nothing out and has no IntersectionObserver: this stands in for both. An element is on screen
 * unless `hidden(element)` says otherwise; `recheck()` reports every observed element again (after the test
 * changed what is hidden), as the browser does when an element's box appears.
 */
export function stubVisibility(hidden: (element: Element) => boolean = () => false) {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    private readonly elements = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(element: Element) {
      this.elements.add(element);
      queueMicrotask(() => this.report());
    }
    unobserve(element: Element) {
      this.elements.delete(element);
    }
    disconnect() {
      this.elements.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    report() {
      if (this.elements.size === 0) return;
      const entries = [...this.elements].map(
        (target) => ({ target, isIntersecting: !hidden(target) }) as IntersectionObserverEntry,
      );
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (hidden(this) ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
  return {
    recheck: () => {
      for (const observer of [...observers]) observer.report();
    },
  };
}
