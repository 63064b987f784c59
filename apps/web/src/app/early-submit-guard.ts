/**
 * Forms are server-rendered and work once the page has hydrated. A submit before that (a fast tap on a slow
 * connection, or scripts that did not load) would post the form natively to the page's own address and show an
 * error page; this inline script, first in the head, holds such submits until the client entry has called
 * `hydrateRoot` — from then on React handles them (it replays events on parts it has not hydrated yet).
 */
export const EARLY_SUBMIT_GUARD =
  'document.addEventListener("submit",function(e){window.__PORTICO_HYDRATED__||e.preventDefault()},true);';

declare global {
  interface Window {
    __PORTICO_HYDRATED__?: boolean;
  }
}

/** Called right after `hydrateRoot`: React owns the document's submits from now on. */
export function releaseEarlySubmits(win: Window = window): void {
  win.__PORTICO_HYDRATED__ = true;
}
