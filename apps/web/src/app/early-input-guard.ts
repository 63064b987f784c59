import { useEffect } from 'react';

/**
 * Input before hydration (issue 28 item 2). The page is server-rendered and works once the client entry has called
 * `hydrateRoot`; from then on React handles every event, and replays those on islands it has not hydrated yet
 * (island.tsx). Before that, on a slow phone or connection, this inline script — first in the head — keeps what
 * the user did:
 * - a submit is held (it would post the form natively to the page's own address and show an error page);
 * - the last press of a button (a menu, a dialog, a switch, a form's submit button) is remembered and pressed again
 *   once the page is hydrated, so the first tap is not lost. Links are not touched: they work without script.
 */
export const EARLY_INPUT_GUARD =
  '(function(){var w=window,d=document;' +
  'd.addEventListener("submit",function(e){w.__PORTICO_HYDRATED__||e.preventDefault()},true);' +
  'd.addEventListener("click",function(e){if(w.__PORTICO_HYDRATED__)return;' +
  'var t=e.target,b=t&&t.closest&&t.closest("button,[role=button],summary");' +
  'if(b)w.__PORTICO_EARLY_CLICK__=b},true)})();';

declare global {
  interface Window {
    __PORTICO_HYDRATED__?: boolean;
    __PORTICO_EARLY_CLICK__?: Element;
  }
}

/** Called right after `hydrateRoot`: React owns the document's events from now on. */
export function releaseEarlyInput(win: Window = window): void {
  win.__PORTICO_HYDRATED__ = true;
}

/**
 * Presses again the button pressed before hydration, once the root has hydrated (an effect of the root: it runs
 * after the first commit), in a task of its own. If its island is not hydrated yet, React hydrates it first, at
 * once, then handles the click. A button gone from the page or disabled meanwhile is left alone.
 */
export function useReplayEarlyClick(): void {
  useEffect(() => {
    // Outside React's commit: from inside an effect React could not hydrate the island at once, and would drop it.
    const timer = setTimeout(() => {
      const target = window.__PORTICO_EARLY_CLICK__;
      delete window.__PORTICO_EARLY_CLICK__;
      if (!(target instanceof HTMLElement) || !target.isConnected) return;
      if (target.matches(':disabled, [aria-disabled="true"]')) return;
      target.click();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
}
