/**
 * One page rendered to bytes (issue 17): the web app's `entry-server.js` renders the whole document and, when the
 * client accepts it, it is compressed in one synchronous call. The same function runs on a render thread
 * (render-worker.ts) or, with RENDER_THREADS=0, on the event loop.
 */
import { pathToFileURL } from 'node:url';
import { COMPRESS_THRESHOLD_BYTES, compressHtmlSync, type HtmlEncoding } from '../shared/html-encoding.ts';
import type { EntryServer, WebAssets } from '@portico/contracts';

export interface PageToRender {
  url: string;
  /** JSON text of the page's bootstrap: copying one string to a thread costs less than cloning the object graph. */
  bootstrap: string;
  nonce: string;
  /** Compress the document for the client (null: the plain HTML, e.g. for the page cache). */
  encoding: HtmlEncoding | null;
}

export interface RenderedPage {
  status: number;
  /** The document, compressed with `encoding` when that is not null. */
  body: Uint8Array;
  encoding: HtmlEncoding | null;
}

const entries = new Map<string, Promise<EntryServer>>();

/** The web app's server entry, imported once per file and thread. */
export function loadEntryServer(entryFile: string): Promise<EntryServer> {
  let entry = entries.get(entryFile);
  if (!entry) {
    entry = import(pathToFileURL(entryFile).href) as Promise<EntryServer>;
    entries.set(entryFile, entry);
  }
  return entry;
}

export async function renderDocument(
  entry: EntryServer,
  assets: WebAssets,
  page: PageToRender,
): Promise<RenderedPage> {
  const { status, html } = await entry.render({
    url: page.url,
    bootstrap: page.bootstrap,
    assets,
    nonce: page.nonce,
  });
  const document = Buffer.from(html, 'utf8');
  const encoding = document.length < COMPRESS_THRESHOLD_BYTES ? null : page.encoding;
  return { status, body: encoding ? compressHtmlSync(document, encoding) : document, encoding };
}
