/**
 * The web build's files: `/assets/*` (hashed bundles, styles, images — precompressed at build, issue 10 §3) and
 * `/favicon.ico` (browsers ask for it on their own; answering 404 is a console error on every page).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { access } from '../shared/access.ts';

/** A year: asset file names carry content hashes, so a browser may keep them for good. */
const ASSET_MAX_AGE_MS = 31_536_000_000;
/** The favicon's name carries no hash: a day, so a new icon reaches browsers soon. */
const FAVICON_CACHE = 'public, max-age=86400';
const SCRIPT_OR_STYLE = /\.(js|mjs|css)$/;
/**
 * Headers that govern a document (framing, its policy, its window's isolation, its downloads): on a script or a
 * stylesheet a browser ignores them, yet they cost some 650 bytes on each of the dozen-odd files a page loads over
 * HTTP/1.1 (bench:weight counts them). nosniff and Cross-Origin-Resource-Policy do apply to a script and stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export default (async (app, { webDistDir }) => {
  const clientDir = path.join(webDistDir, 'client');
  const assetsDir = path.join(clientDir, 'assets');
  if (fs.existsSync(assetsDir)) {
    // Built assets are public: the static plugin's routes get that declaration here (it takes no route config).
    await app.register(async (assetScope) => {
      assetScope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: access.public };
      });
      // The answer depends on Accept-Encoding whichever variant goes out (the static plugin does not say so when
      // it picks a precompressed file); caches must keep the variants apart.
      assetScope.addHook('onSend', async (request, reply, payload) => {
        reply.header('vary', 'accept-encoding');
        // SVG images keep every header: opened alone, they are documents.
        if (SCRIPT_OR_STYLE.test(request.url.split('?', 1)[0] ?? '')) {
          for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
        }
        return payload;
      });
      await assetScope.register(fastifyStatic, {
        root: assetsDir,
        prefix: '/assets/',
        decorateReply: false,
        wildcard: true,
        // `x.js.br` / `x.js.gz` beside `x.js` (apps/web/build/precompress.ts), chosen by Accept-Encoding.
        preCompressed: true,
        cacheControl: true,
        maxAge: ASSET_MAX_AGE_MS,
        immutable: true,
        // An immutable file is never revalidated: its validators would only add bytes to every answer.
        etag: false,
        lastModified: false,
      });
    });
  }

  const faviconFile = path.join(clientDir, 'favicon.ico');
  app.get(
    '/favicon.ico',
    { config: { access: access.public }, schema: { hide: true } },
    async (_request, reply) => {
      const icon = await fs.promises.readFile(faviconFile).catch(() => null);
      if (!icon) return reply.callNotFound();
      return reply.header('cache-control', FAVICON_CACHE).type('image/x-icon').send(icon);
    },
  );
}) satisfies FastifyPluginAsync<{ webDistDir: string }>;
