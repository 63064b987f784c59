import { vi } from 'vitest';
import type { PorticoData } from '@/lib/portico-data.ts';
import { parse } from './render-helpers.ts';

/** Puts the server HTML into the global document, as the browser would have parsed it. */
export function loadDocument(html: string, url: string): void {
  window.history.replaceState(null, '', url);
  const source = parse(html).documentElement;
  const target = document.documentElement;
  for (const name of target.getAttributeNames()) target.removeAttribute(name);
  for (const name of source.getAttributeNames()) target.setAttribute(name, source.getAttribute(name) ?? '');
  target.innerHTML = source.innerHTML;
}

/** Server HTML from a fresh module graph (see vitest.config.ts), separate from the client modules under test. */
export async function serverHtml(bootstrap: PorticoData['bootstrap']): Promise<string> {
  vi.resetModules();
  const { renderToString } = await import('./render-helpers.ts');
  return (await renderToString(bootstrap)).html;
}
