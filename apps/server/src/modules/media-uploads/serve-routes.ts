/**
 * Media to learners (issue 25): a file with HTTP range requests (a video seeks by range; a PDF viewer reads in
 * ranges), the type read at upload, `nosniff`; a SCORM package's files same-origin under
 * `/api/media/v1/:schoolId/scorm/:packageId/*`, frame-able by our own pages only (`frame-ancestors 'self'`), so
 * the package's script reaches the runtime the parent page installed on `window.API` / `window.API_1484_11`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, errorResponses } from '@portico/contracts';
import { safePackagePath } from '@portico/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { viewerOf } from '../../auth/viewer.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { requireViewableMedia } from './policy.ts';
import { STORED_NAME } from './presenter.ts';

const PATHS = API_PATHS.mediaUploads;
const viewers = { ...access.schoolContent, from: { param: 'schoolId' } } as const;
const Id = Type.String({ pattern: '^[0-9]{19}$' });

const PACKAGE_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  woff: 'font/woff',
  woff2: 'font/woff2',
  vtt: 'text/vtt; charset=utf-8',
  pdf: 'application/pdf',
};

/** Sends `key` whole or the one byte range asked (206, or 416 when it lies past the end). */
export async function sendRanged(
  storage: MediaStorage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
) {
  const size = await storage.size(key);
  if (size === null) throw fail('MEDIA_NOT_FOUND', 'No such media');
  reply
    .header('content-type', type)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, max-age=3600');
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? '').trim());
  if (range && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    let end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (!range[1]) end = size - 1;
    if (start >= size || start > end) {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    start = Math.max(0, start);
    end = Math.max(start, end);
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(request.method === 'HEAD' ? undefined : storage.read(key, { start, end }));
  }
  reply.header('content-length', size);
  return reply.send(request.method === 'HEAD' ? undefined : storage.read(key));
}

const serveRoutes: FastifyPluginAsyncTypebox<{ storage: MediaStorage }> = async (app, { storage }) => {
  app.get(
    PATHS.file,
    {
      config: { access: viewers },
      schema: {
        tags: ['media'],
        summary: 'A course media file (video, PDF, captions), with range requests',
        params: Type.Object({ schoolId: Id, mediaId: Id, name: Type.String({ maxLength: 40 }) }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const school = tenantSchool(request);
      const row = await requireViewableMedia(app.db, {
        schoolId: school.id,
        mediaId: request.params.mediaId,
        viewer: viewerOf(request),
      });
      const stored = STORED_NAME[row.mime];
      if (!stored || stored !== request.params.name) throw fail('MEDIA_NOT_FOUND', 'No such media');
      const type = row.mime === 'text/vtt' ? 'text/vtt; charset=utf-8' : row.mime;
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'; sandbox");
      return sendRanged(storage, `${row.storage_key}/${stored}`, request, reply, type);
    },
  );

  app.get(
    PATHS.scormFile,
    {
      config: { access: viewers },
      schema: {
        tags: ['media'],
        summary: "A file of a SCORM package (its player's iframe and what it loads)",
        params: Type.Object({ schoolId: Id, packageId: Id, '*': Type.String({ maxLength: 500 }) }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const school = tenantSchool(request);
      const file = safePackagePath(request.params['*']);
      if (file === null) throw fail('MEDIA_NOT_FOUND', 'No such file in the package');
      const row = await requireViewableMedia(app.db, {
        schoolId: school.id,
        mediaId: request.params.packageId,
        viewer: viewerOf(request),
        kind: 'scorm',
      });
      const extension = file.split('.').pop()?.toLowerCase() ?? '';
      // A package's pages run their own scripts: only inside our pages, never as a top-level document elsewhere.
      reply.header(
        'content-security-policy',
        "default-src 'self' data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'; form-action 'self'; base-uri 'self'",
      );
      reply.header('x-frame-options', 'SAMEORIGIN');
      return sendRanged(
        storage,
        `${row.storage_key}/pkg/${file}`,
        request,
        reply,
        PACKAGE_TYPES[extension] ?? 'application/octet-stream',
      );
    },
  );
};

export default serveRoutes;
