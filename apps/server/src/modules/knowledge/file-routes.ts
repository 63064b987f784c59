/**
 * A library's files (issue 27): the download (an attachment under its uploaded name) and the preview (inline: a
 * PDF — an Office document's converted PDF — or an image), both with range requests through the course media's
 * sender, and both behind the library's download permission (policy.ts: 403 KNOWLEDGE_DOWNLOAD_FORBIDDEN). The
 * type is the one read from the content at upload; `nosniff` and a script-less sandboxing CSP go with every file.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, DocumentParams, errorResponses } from '@portico/contracts';
import type { FastifyRequest } from 'fastify';
import { viewerOf } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { STORED_NAME } from '../media-uploads/presenter.ts';
import { sendRanged } from '../media-uploads/serve-routes.ts';
import { PREVIEW_PDF } from './converter.ts';
import { loadLibrary } from './libraries.ts';
import { requireDownload } from './policy.ts';
import { findDocument } from './queries.ts';

const paths = API_PATHS.knowledge;
const readers = { school: 'required', who: 'viewer', from: { param: 'schoolId' } } as const;
const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name (CJK names survive). */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const allowed = async (request: FastifyRequest, params: { libId: string; documentId: string }) => {
    const school = tenantSchool(request);
    const library = await loadLibrary(app.db, school.id, params.libId);
    const document = await findDocument(app.db, school.id, library.id, params.documentId);
    if (!document) throw fail('KNOWLEDGE_DOCUMENT_NOT_FOUND', 'No such document');
    requireDownload(viewerOf(request), library);
    const stored = STORED_NAME[document.mime];
    if (!stored) throw fail('KNOWLEDGE_DOCUMENT_NOT_FOUND', 'No such document');
    return { document, stored };
  };

  app.get(
    paths.download,
    {
      config: { access: readers },
      schema: {
        tags: ['knowledge'],
        summary: 'Download a library document (the library’s permission; 403 KNOWLEDGE_DOWNLOAD_FORBIDDEN)',
        params: DocumentParams,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { document, stored } = await allowed(request, request.params);
      reply.header('content-disposition', attachment(document.file_name));
      reply.header('content-security-policy', FILE_CSP);
      return sendRanged(app.mediaStorage, `${document.storage_key}/${stored}`, request, reply, document.mime);
    },
  );

  app.get(
    paths.preview,
    {
      config: { access: readers },
      schema: {
        tags: ['knowledge'],
        summary: 'A library document shown in place: its PDF (converted for Office files) or image',
        params: DocumentParams,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { document, stored } = await allowed(request, request.params);
      const native = document.preview_state === 'native';
      if (!native && document.preview_state !== 'ready') {
        throw fail('KNOWLEDGE_DOCUMENT_NOT_FOUND', 'This document has no preview', { reason: 'no_preview' });
      }
      reply.header('content-security-policy', FILE_CSP);
      reply.header('content-disposition', 'inline');
      const key = `${document.storage_key}/${native ? stored : PREVIEW_PDF}`;
      return sendRanged(app.mediaStorage, key, request, reply, native ? document.mime : 'application/pdf');
    },
  );
};

export default fileRoutes;
