import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD_BYTES } from '../../shared/html-encoding.ts';

/**
 * On-the-fly compression of every answer (HTML pages, JSON) above the threshold, brotli first, then gzip, with
 * `Vary: accept-encoding`. Registered before any route: the plugin adds its hook to each route as it is declared.
 * Built assets are precompressed at build time and served as is (web/static-assets.ts): an answer that already
 * carries a Content-Encoding is left alone. Request bodies are not decompressed (no client sends them encoded).
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
