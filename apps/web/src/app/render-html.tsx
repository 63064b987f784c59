/**
 * SERVER ONLY (imported by entry-server.tsx): a React element to the whole HTML document (issue 17).
 *
 * The lazily split parts a page renders on first paint are loaded before the render (so nothing suspends) and the
 * response starts only once everything is rendered, so the synchronous `renderToString` does the job — at about
 * two thirds of the cost of React's stream, which writes its output chunk by chunk through a TextEncoder. The
 * entry's scripts and their preloads, which the stream adds from `bootstrapModules`, are added here. Should
 * anything still suspend or throw (React leaves a client-rendered boundary, `<!--$!-->`, or throws outside one),
 * the document is rendered again through the stream, which waits for what suspended and reports what failed
 * (status 500) — the same page the stream alone would give.
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import type { RenderedHtml } from '@portico/contracts';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

export interface DocumentScripts {
  /**
   * The document's module scripts (loaded async, preloaded from the head): the client entry alone — it imports the
   * page's other chunks itself, one task apart (src/entry-client.tsx), which the head preloads (entry-server.tsx).
   */
  modules: string[];
  nonce: string;
}

/** React's marker of a Suspense boundary it did not finish on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export async function renderHtml(
  element: ReactNode,
  status: number,
  scripts: DocumentScripts,
): Promise<RenderedHtml> {
  let html: string | null = null;
  try {
    html = renderToString(element);
  } catch {
    // Suspended or failed outside a boundary: the stream renders it properly (and reports the error).
  }
  if (html === null || html.includes(CLIENT_RENDERED_BOUNDARY))
    return renderStreamed(element, status, scripts);
  const nonce = attribute(scripts.nonce);
  const preloads = scripts.modules
    .map((src) => `<link rel="modulepreload" fetchPriority="low" nonce="${nonce}" href="${attribute(src)}"/>`)
    .join('');
  const modules = scripts.modules
    .map((src) => `<script type="module" src="${attribute(src)}" nonce="${nonce}" async=""></script>`)
    .join('');
  // One concatenation of slices: every intermediate string would copy the whole document again.
  // Without a head or body (a fragment), the preloads go first and the scripts last.
  const headEnd = Math.max(0, html.indexOf('</head>'));
  const bodyAt = html.lastIndexOf('</body>');
  const bodyEnd = bodyAt < 0 ? html.length : bodyAt;
  return {
    status,
    html:
      '<!DOCTYPE html>' +
      html.slice(0, headEnd) +
      preloads +
      html.slice(headEnd, bodyEnd) +
      modules +
      html.slice(bodyEnd),
  };
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** React's stream, collected once everything is ready (crawlers and no-JS users get the full page). */
export function renderStreamed(
  element: ReactNode,
  status: number,
  scripts: DocumentScripts,
): Promise<RenderedHtml> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on('finish', () =>
      resolve({ status: failed ? 500 : status, html: Buffer.concat(chunks).toString('utf8') }),
    );
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      bootstrapModules: scripts.modules,
      nonce: scripts.nonce,
      // Nothing is sent before everything is ready: completed Suspense boundaries stay in place instead of being
      // moved there by script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
  });
}
