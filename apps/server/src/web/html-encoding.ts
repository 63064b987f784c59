/**
 * Compression of a rendered HTML document in one call (issue 17): the page is whole before it is sent, so it is
 * compressed as one buffer on libuv's thread pool, off the event loop, instead of being fed through a compression
 * stream chunk by chunk. Brotli first (quality 4: the usual setting for answers compressed per request), then gzip.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../plugins/external/compress.ts';

export type HtmlEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

export async function compressHtml(body: Buffer, encoding: HtmlEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });
}

/** The encoding to send `body` with for this request (none below the compression threshold). */
export function htmlEncodingFor(acceptEncoding: string | string[] | undefined, body: Buffer) {
  return body.length < COMPRESS_THRESHOLD_BYTES ? null : preferredEncoding(acceptEncoding);
}
