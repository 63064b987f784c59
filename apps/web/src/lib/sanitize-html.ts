/**
 * Spec §5 rich-text sanitiser for the browser: DOMPurify configured with core's one allowlist (the server applies
 * the same one with sanitize-html). DOMPurify needs a DOM, so during server rendering (and the hydration pass
 * that must match it) `useSanitizedHtml` shows the text as the server's sanitizer already produced it, and
 * re-sanitises in the browser once mounted; a client-only render sanitises straight away.
 */
import { useMemo } from 'react';
import { sanitizeHtml } from './purify.ts';
import { useMounted } from './use-mounted.ts';

export { sanitizeHtml };

/**
 * `serverSanitized` (the output of the server's sanitiser) ready for `dangerouslySetInnerHTML`: unchanged on the
 * server and in the hydration pass — so the markup matches — then re-sanitised by DOMPurify in the browser.
 */
export function useSanitizedHtml(serverSanitized: string): string {
  const mounted = useMounted();
  return useMemo(
    () => (mounted && serverSanitized ? sanitizeHtml(serverSanitized) : serverSanitized),
    [mounted, serverSanitized],
  );
}
