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

const mediaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: access.public };
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      // A VTT or PDF opened alone is a document: keep it from running anything.
      reply.header('x-content-type-options', 'nosniff');
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
      allowedPath: (pathName) => /^\/?[\w.-]+\.(mp4|vtt|pdf)$/.test(pathName),
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.vtt')) res.setHeader('content-type', 'text/vtt; charset=utf-8');
      },
    });
  });
};

export default mediaRoutes;
