import { useEffect } from 'react';
import { nextTask } from '@/lib/next-task.ts';
import type { EarlyField } from './early-input-replay.ts';

/**
 * Input before hydration (issue 28 item 2). The page is server-rendered and works once the client entry has called
 * `hydrateRoot`; from then on React handles every event, and replays those on islands it has not hydrated yet
 * (island.tsx). Before that, on a slow phone or connection, this inline script — first in the head — keeps what
 * the user did:
 * - a submit is held (it would post the form natively to the page's own address and show an error page);
 * - the last press of a button (a menu, a dialog, a switch, a form's submit button) is remembered and pressed again
 *   once the page is hydrated, so the first tap is not lost. Links are not touched: they work without script, and
 *   neither are a `<details>`' summaries: the browser opens those itself, and pressing again would close them;
 * - text typed, boxes ticked and options chosen are remembered with the value they were left at: React keeps what
 *   the screen shows but its state would not have it (a form would save the server's text, or stay "unchanged");
 * - a `<details>` opened or closed is remembered, for the components that act on its `toggle`.
 * No `<` in it: happy-dom's parser (the unit tests' document) ends an inline script there.
 */
export const EARLY_INPUT_GUARD =
  '(function(){var w=window,d=document,f=w.__PORTICO_EARLY_FIELDS__=[],g=w.__PORTICO_EARLY_TOGGLES__=[];' +
  'function on(n,h){d.addEventListener(n,function(e){w.__PORTICO_HYDRATED__||h(e,e.target)},true)}' +
  'on("submit",function(e){e.preventDefault()});' +
  'on("click",function(e,t){var b=t&&t.closest&&t.closest("button,[role=button]");if(b)w.__PORTICO_EARLY_CLICK__=b});' +
  'function k(e,t){if(!t||!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))return;' +
  'f.indexOf(t)==-1&&f.push(t);t.__porticoEarlyValue=t.value;t.__porticoEarlyChecked=t.checked}' +
  'on("input",k);on("change",k);' +
  'on("toggle",function(e,t){t&&t.tagName=="DETAILS"&&g.indexOf(t)==-1&&g.push(t)})})();';

declare global {
  interface Window {
    __PORTICO_HYDRATED__?: boolean;
    __PORTICO_EARLY_CLICK__?: Element;
    __PORTICO_EARLY_FIELDS__?: EarlyField[];
    __PORTICO_EARLY_TOGGLES__?: Element[];
  }
}

/** Called right after `hydrateRoot`: React owns the document's events from now on. */
export function releaseEarlyInput(win: Window = window): void {
  win.__PORTICO_HYDRATED__ = true;
}

/** Presses again the button pressed before hydration; one gone from the page or disabled meanwhile is left alone. */
function replayEarlyClick(): void {
  const target = window.__PORTICO_EARLY_CLICK__;
  delete window.__PORTICO_EARLY_CLICK__;
  if (!(target instanceof HTMLElement) || !target.isConnected) return;
  if (target.matches(':disabled, [aria-disabled="true"]')) return;
  target.click();
}

/**
 * Gives React what the user did before hydration, once the root has hydrated (an effect of the root: it runs after
 * the first commit): the fields first, then the toggles, then the press — so a Save pressed early saves the text
 * typed early. Each step in a task of its own, outside React's commit: from inside an effect React could not
 * hydrate an island at once and would drop the event.
 */
export function useReplayEarlyInput(): void {
  useEffect(() => {
    let cancelled = false;
    const fields = window.__PORTICO_EARLY_FIELDS__ ?? [];
    const toggles = window.__PORTICO_EARLY_TOGGLES__ ?? [];
    // Rarely anything to replay but a press: the replay's code is a chunk of its own, loaded only then.
    const replayed =
      fields.length + toggles.length > 0
        ? import('./early-input-replay.ts').then((replay) =>
            replay.replayEarlyInput(fields, toggles, () => cancelled),
          )
        : null;
    void Promise.resolve(replayed)
      .then(nextTask)
      .then(() => cancelled || replayEarlyClick());
    return () => {
      cancelled = true;
    };
  }, []);
}
