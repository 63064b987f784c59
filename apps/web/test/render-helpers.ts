import type { ShellBootstrap } from '@portico/contracts';
import { render } from '@/entry-server.tsx';

export const ASSETS = {
  scripts: ['/assets/entry-client-test.js'],
  styles: ['/assets/entry-client-test.css'],
};
export const NONCE = 'test-nonce-123';

/** Renders through the real render() (the document the server sends). */
export async function renderToString(
  bootstrap: ShellBootstrap,
  assets: { scripts: string[]; styles: string[] } = ASSETS,
): Promise<{ status: number; html: string }> {
  return render({ url: bootstrap.url, bootstrap, assets, nonce: NONCE });
}

/** Parses rendered HTML into a standalone document for DOM assertions. */
export function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
