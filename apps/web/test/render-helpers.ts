import { Writable } from 'node:stream';
import type { ShellBootstrap } from '@portico/contracts';
import { render } from '@/entry-server.tsx';

export const ASSETS = {
  scripts: ['/assets/entry-client-test.js'],
  styles: ['/assets/entry-client-test.css'],
};
export const NONCE = 'test-nonce-123';

/** Renders through the real render() and collects the piped stream into a string. */
export async function renderToString(
  bootstrap: ShellBootstrap,
  assets: { scripts: string[]; styles: string[] } = ASSETS,
): Promise<{ status: number; html: string }> {
  const result = await render({ url: bootstrap.url, bootstrap, assets, nonce: NONCE });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback();
      },
    });
    sink.on('finish', resolve);
    sink.on('error', reject);
    result.pipe(sink);
  });
  return { status: result.status, html: Buffer.concat(chunks).toString('utf8') };
}

/** Parses rendered HTML into a standalone document for DOM assertions. */
export function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
