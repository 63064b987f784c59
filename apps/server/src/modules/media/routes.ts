/**
 * The demo school's media (issue 23): `/media/demo/*` from apps/server/media/demo, with HTTP range requests (the
 * video player seeks by range; pdf.js reads a PDF in ranges), long caching and no sniffing. Uploaded media of a
 * school's own courses goes through the upload service instead; these files are public sample content.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_MEDIA_DIR } from '../../config/paths.ts';
import { access } from '../../shared/access.ts';

const DAY_MS = 86_400_000;
/**
 * A demo application (an `h5` resource, issue 23) is a page of its own with an inline script: it may run only
 * sandboxed — no cookies, no portal origin, even when opened directly — and only inside the portal's pages.
 */
const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-scripts allow-forms',
].join('; ');

const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: access.public };
    });
    scope.addHook('onSend', async (request, reply, payload) => {
      // A VTT or PDF opened alone is a document: keep it from running anything.
      reply.header('x-content-type-options', 'nosniff');
      if (request.url.split('?')[0]?.endsWith('.html')) {
        reply.header('content-security-policy', APP_CONTENT_SECURITY_POLICY);
      }
      return payload;
    });
    await scope.register(fastifyStatic, {
      root: DEMO_MEDIA_DIR,
      prefix: '/media/demo/',
      decorateReply: false,
      wildcard: true,
      acceptRanges: true,
      cacheControl: true,
      maxAge: DAY_MS,
      allowedPath: (pathName) => /^\/?[\w.-]+\.(mp4|vtt|pdf|html)$/.test(pathName),
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.vtt')) res.setHeader('content-type', 'text/vtt; charset=utf-8');
      },
    });
  });
};

export default mediaRoutes;
