/**
 * Spec §6 "Content-review switch exists per tenant" and §7 `GET …/open/content-review-switch`; the review itself
 * (issue 12) starts as a per-school list of blocked image hashes that the school's administrators extend — by a
 * hash, or by an image they saw in the feedback inbox.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddBlockedImageBody,
  BlockedImageParams,
  BlockedImagesSchema,
  ContentReviewQuery,
  ContentReviewSwitchSchema,
  Ok,
  SetContentReviewSwitchBody,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { contentReviewOn, UPLOAD_CONFIG } from './policy.ts';
import { addBlocked, listBlocked, removeBlocked } from './queries.ts';

const FILE_URL_RE = /^\/api\/files\/(\d{19})\/([0-9a-f]{32}\.(?:png|jpg|gif))(?:\?.*)?$/;

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['content review'];
  const presentList = async (schoolId: string) => {
    const rows = await listBlocked(app.db, schoolId);
    return {
      records: rows.map((row) => ({ sha256: row.sha256, note: row.note, createdAt: row.created_at })),
      total: rows.length,
    };
  };

  app.get(
    API_PATHS.uploads.openReviewSwitch,
    {
      config: { access: access.schoolFace },
      schema: {
        tags,
        summary: "The school's content-review switch ('1': uploads are checked)",
        querystring: ContentReviewQuery,
        response: { 200: Ok(ContentReviewSwitchSchema), ...errorResponses },
      },
    },
    async (request) => {
      const on = await contentReviewOn(app.db, tenantSchool(request));
      return ok({ contentReviewSwitch: on ? ('1' as const) : ('0' as const) });
    },
  );

  app.put(
    API_PATHS.uploads.reviewSwitch,
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Turn the content review of uploads on or off (school administrators)',
        querystring: ContentReviewQuery,
        body: SetContentReviewSwitchBody,
        response: { 200: Ok(ContentReviewSwitchSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const value = request.body.contentReviewSwitch;
      await app.db
        .insertInto('config_entries')
        .values({ school_id: school.id, config_type: UPLOAD_CONFIG.contentReviewSwitch, config_value: value })
        .onConflict((conflict) =>
          conflict.columns(['school_id', 'config_type']).doUpdateSet({ config_value: value }),
        )
        .execute();
      return ok({ contentReviewSwitch: value });
    },
  );

  app.get(
    API_PATHS.uploads.blockedImages,
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'The image hashes this school refuses (school administrators)',
        querystring: ContentReviewQuery,
        response: { 200: Ok(BlockedImagesSchema), ...errorResponses },
      },
    },
    async (request) => ok(await presentList(tenantSchool(request).id)),
  );

  app.post(
    API_PATHS.uploads.blockedImages,
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Block an image by SHA-256, or by the URL of an upload of this school (school administrators)',
        querystring: ContentReviewQuery,
        body: AddBlockedImageBody,
        response: { 200: Ok(BlockedImagesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { sha256, imageUrl, note } = request.body;
      const hashes: string[] = [];
      if (sha256) hashes.push(sha256.toLowerCase());
      if (imageUrl) {
        const match = FILE_URL_RE.exec(imageUrl);
        const row =
          match && match[1] === school.id
            ? await app.db
                .selectFrom('uploads')
                .select(['sha256', 'source_sha256'])
                .where('school_id', '=', school.id)
                .where('storage_key', '=', `${school.id}/${match[2]}`)
                .executeTakeFirst()
            : undefined;
        if (!row) throw fail('BLOCKED_IMAGE_INVALID', 'imageUrl is not an image uploaded to this school');
        for (const hash of [row.sha256, row.source_sha256]) if (hash) hashes.push(hash);
      }
      if (hashes.length === 0) throw fail('BLOCKED_IMAGE_INVALID', 'Give sha256 or imageUrl');
      await addBlocked(app.db, {
        schoolId: school.id,
        hashes: [...new Set(hashes)],
        note: note?.trim() || null,
        userId: currentViewer(request).userId,
      });
      return ok(await presentList(school.id));
    },
  );

  app.delete(
    API_PATHS.uploads.blockedImage,
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Unblock an image hash (school administrators)',
        params: BlockedImageParams,
        querystring: ContentReviewQuery,
        response: { 200: Ok(BlockedImagesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      if (!(await removeBlocked(app.db, school.id, request.params.sha256))) {
        throw fail('NOT_FOUND', 'This hash is not blocked');
      }
      return ok(await presentList(school.id));
    },
  );
};

export default reviewRoutes;
