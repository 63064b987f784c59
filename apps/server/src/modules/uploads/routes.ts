import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUCCESS_CODES } from '@portico/core';
import {
  FileParams,
  FileQuery,
  TenantOnlyQuery,
  UploadFormFields,
  UploadResultSchema,
  errorResponses,
  type UploadResult,
  API_PATHS,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { formatOfExtension, resizeStored, snapWidth } from './image.ts';
import { readUploadForm } from './multipart.ts';
import { checkCertification, checkQuota } from './policy.ts';
import { findUploadByKey } from './queries.ts';
import { variantKey } from './storage.ts';
import { storeUpload } from './store-upload.ts';

/**
 * Served files can never run: the type is the one we stored (always an image we re-encoded), browsers may not
 * sniff another, the document gets no script or plugin (CSP sandbox), and non-images would be downloads.
 */
function fileHeaders(contentType: string, name: string): Record<string, string> {
  const image = contentType.startsWith('image/');
  return {
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; sandbox",
    'content-disposition': `${image ? 'inline' : 'attachment'}; filename="${name}"`,
    'cross-origin-resource-policy': 'same-origin',
    // Names are random and files never change; private: a closed school's files are for its members.
    'cache-control': 'private, max-age=86400, immutable',
  };
}

const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    API_PATHS.uploads.upload,
    {
      config: {
        access: access.schoolUser,
        // The body is multipart (read by the handler): the OpenAPI document describes its fields.
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, consumes: ['multipart/form-data'], body: UploadFormFields },
          url,
        }),
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one image (gif, jpeg, png): checked by content, re-encoded, stored for this school',
        querystring: TenantOnlyQuery,
        response: { 200: UploadResultSchema, ...errorResponses },
      },
    },
    async (request): Promise<UploadResult> => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const now = new Date();
      // Decided before a byte of the file is read.
      await checkCertification(app.db, school, request.ip);
      await checkQuota(app.db, { schoolId: school.id, userId: viewer.userId, now });
      const form = await readUploadForm(request);
      const stored = await storeUpload(app.db, app.fileStorage, {
        school,
        userId: viewer.userId,
        form,
        now,
      });
      return {
        resultCode: SUCCESS_CODES.UPLOAD_RESULT_CODE,
        data: {
          static_url: stored.url,
          width: stored.width,
          height: stored.height,
          contentType: stored.contentType,
          size: stored.size,
        },
      };
    },
  );

  app.get(
    API_PATHS.uploads.file,
    {
      config: { access: { school: 'required', who: 'viewer', from: { param: 'schoolId' } } },
      schema: {
        tags: ['uploads'],
        summary: 'A stored upload (width scales it down); readable by whoever may see the school',
        params: FileParams,
        querystring: FileQuery,
      },
    },
    async (request, reply) => {
      const school = tenantSchool(request);
      const { name } = request.params;
      const key = `${school.id}/${name}`;
      const row = await findUploadByKey(app.db, school.id, key);
      const format = formatOfExtension(name.split('.').pop() ?? '');
      const original = row && format ? await app.fileStorage.get(key) : null;
      if (!row || !format || !original) throw fail('FILE_NOT_FOUND', 'File not found');
      let data = original;
      const { width } = request.query;
      if (width !== undefined) {
        const snapped = snapWidth(width);
        const variant = variantKey(key, snapped);
        const cached = await app.fileStorage.get(variant);
        if (cached) data = cached;
        else {
          data = await resizeStored(original, format, snapped);
          await app.fileStorage.put(variant, data);
        }
      }
      const ext = name.split('.').pop();
      return reply.headers(fileHeaders(row.content_type, `image.${ext}`)).send(data);
    },
  );
};

export default uploadRoutes;
