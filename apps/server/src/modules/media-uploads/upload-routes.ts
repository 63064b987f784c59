/**
 * The tus upload routes (issue 25) — POST creates, HEAD reads the offset, PATCH appends, DELETE terminates —
 * for the school's creators (lecturers, admins and members with the creator flag), and the finished upload's
 * `MediaRef` (GET …/uploads/:id/media: the client asks for it after the last PATCH, and again after a reload; the
 * last PATCH itself answers 204 with an `x-media-id` header, as the tus protocol expects).
 */
import { MediaRefSchema, Ok, errorResponses, ok } from '@portico/contracts';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS } from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import type { AccessRule } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { presentMediaRef } from './presenter.ts';
import type { TusEndpoint } from './tus-server.ts';

const PATHS = API_PATHS.mediaUploads;
/** Authors: the creation center's `creator` audience (lecturers, admins, members with the creator flag). */
const authors: AccessRule = { school: 'required', who: 'creator', from: { param: 'schoolId' } };
const SchoolParams = Type.Object({ schoolId: Type.String({ pattern: '^[0-9]{19}$' }) });
const UploadParams = Type.Object({
  schoolId: Type.String({ pattern: '^[0-9]{19}$' }),
  uploadId: Type.String({ pattern: '^[0-9]{19}-[0-9a-f]{32}$' }),
});

const uploadRoutes: FastifyPluginAsyncTypebox<{ tus: TusEndpoint }> = async (app, { tus }) => {
  // tus reads the PATCH body itself, as a stream: Fastify must leave it untouched (and unlimited by bodyLimit).
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handler = async (
    request: Parameters<TusEndpoint['handle']>[0],
    reply: Parameters<TusEndpoint['handle']>[1],
  ) =>
    tus.handle(request, reply, { schoolId: tenantSchool(request).id, userId: currentViewer(request).userId });
  const tusSchema = (summary: string, params: typeof SchoolParams | typeof UploadParams) => ({
    tags: ['media'],
    summary,
    description: 'The tus 1.0 protocol (https://tus.io/protocols/resumable-upload): headers in, headers out.',
    params,
  });

  app.post(
    PATHS.uploads,
    { config: { access: authors }, schema: tusSchema('Create a resumable upload (tus)', SchoolParams) },
    handler,
  );
  app.head(
    PATHS.upload,
    { config: { access: authors }, schema: tusSchema('Offset of an upload (tus)', UploadParams) },
    handler,
  );
  app.patch(
    PATHS.upload,
    { config: { access: authors }, schema: tusSchema('Append to an upload (tus)', UploadParams) },
    handler,
  );
  app.delete(
    PATHS.upload,
    { config: { access: authors }, schema: tusSchema('Terminate an upload (tus)', UploadParams) },
    handler,
  );

  app.get(
    PATHS.uploadMedia,
    {
      config: { access: authors },
      schema: {
        tags: ['media'],
        summary: 'The media a finished upload became (its MediaRef)',
        params: UploadParams,
        response: { 200: Ok(MediaRefSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const row = await app.db
        .selectFrom('media_files')
        .selectAll()
        .where('school_id', '=', school.id)
        .where('upload_id', '=', request.params.uploadId)
        .where('created_by', '=', viewer.userId)
        .executeTakeFirst();
      if (!row) throw fail('MEDIA_UPLOAD_NOT_FOUND', 'No finished upload with this id');
      return ok(presentMediaRef(row));
    },
  );
};

export default uploadRoutes;
