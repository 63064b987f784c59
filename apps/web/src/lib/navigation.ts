/**
 * Full-document navigation, behind one object so flows can be tested (tests spy on `nav.assign`) and so the login
 * gate knows whether an action already navigated (then it must not reload on top of it).
 */
let navigating = false;

export const nav = {
  assign(url: string): void {
    navigating = true;
    window.location.assign(url);
  },
  /** Replaces the current history entry (no way back to the page being left). */
  replace(url: string): void {
    navigating = true;
    window.location.replace(url);
  },
  reload(): void {
    navigating = true;
    window.location.reload();
  },
  /** True once assign/reload was called on this page. */
  isNavigating(): boolean {
    return navigating;
  },
};

/** Path and query of the current page (the `redirect` of login links). */
export function currentPathAndQuery(): string {
  return `${window.location.pathname}${window.location.search}`;
}
