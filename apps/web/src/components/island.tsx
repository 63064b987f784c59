import { Suspense, type ReactNode } from 'react';

/**
 * Issue 28 item 2: a part of the server-rendered page that React hydrates on its own. Hydrating the root stops at
 * each completed Suspense boundary; React hydrates what is inside later, at its lowest priority and in slices of a
 * few milliseconds that yield to the browser, so the page's hydration is no longer one long task. A click or key
 * on an island that is not hydrated yet makes React hydrate that island first, at once, and replays the event to
 * it, so the first click is never lost. The server's HTML is the same either way (the boundary only adds comment
 * markers) and nothing suspends on the server (render-html.tsx), so the fallback is never shown.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
