/**
 * Content encoding of the answers the server compresses itself (issue 17): rendered pages, kept visitor pages and
 * kept API answers. A whole document is compressed in one synchronous call: measured under load, the
 * promisified `zlib.brotliCompress` cost the event loop more (its stream machinery, ≈ 1.1 ms per 80 KB page) than
 * compressing outright (≈ 0.65 ms), and pages are rendered and compressed on render threads anyway
 * (page-renderer.ts). Brotli first (PAGE_BROTLI_QUALITY), then gzip.
 */
import zlib from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip';

/**
 * Below this many bytes an answer goes out as is: brotli/gzip framing would eat most of the saving (issue 10 §3
 * "HTML and JSON compressed on the fly above a small threshold").
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The encoding the client accepts best (brotli, then gzip), or null; `q=0` refuses an encoding. */
export function preferredEncoding(header: string | string[] | undefined): HtmlEncoding | null {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const accepts = (name: string) => {
    const weight = weights.get(name) ?? weights.get('*');
    return weight !== undefined && weight > 0;
  };
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * Brotli's quality for a page compressed per request (a signed-in page, never kept). Quality 1 against 3 on the
 * signed-in home (55 kB of HTML): 0.13 instead of 0.28 ms of a render thread, 12.8 instead of 11.8 kB on the wire
 * (+9 %, ≈ 3 ms on Lighthouse's mobile network) — and 9–11 % more signed-in pages per second on 2 cores (issue 28
 * item 5). Pages kept for visitors are compressed once, harder (page-cache.ts).
 */
export const PAGE_BROTLI_QUALITY = 1;

export function compressHtmlSync(body: Uint8Array, encoding: HtmlEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}
