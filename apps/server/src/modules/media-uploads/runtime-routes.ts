/**
 * The SCORM runtime's two calls (issue 25): the launch state of a scorm resource (version, launch file, the CMI
 * data saved last) and a commit — for enrolled learners whose chapter is open (learning's `requireLearnable`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  Ok,
  ScormCommitResultSchema,
  ScormCommitSchema,
  ScormRuntimeStateSchema,
  errorResponses,
  ok,
} from '@portico/contracts';
import type { ScormVersion } from '@portico/core';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { currentViewer } from '../../auth/viewer.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { requireLearnable } from '../learning/policy.ts';
import { commitCmi } from './runtime-commands.ts';
import { mediaUrl } from './presenter.ts';

const PATHS = API_PATHS.mediaUploads;
const learners = { school: 'required', who: 'user', from: { param: 'schoolId' } } as const;
const Params = Type.Object({
  schoolId: Type.String({ pattern: '^[0-9]{19}$' }),
  resourceId: Type.String({ pattern: '^[0-9]{19}$' }),
});

const runtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The scorm resource the viewer may learn now and its package. */
  async function learnable(request: FastifyRequest, resourceId: string) {
    const school = tenantSchool(request);
    const viewer = currentViewer(request);
    const row = await app.db
      .selectFrom('course_resources')
      .select(['id', 'course_id', 'school_id', 'media_url'])
      .where('school_id', '=', school.id)
      .where('id', '=', resourceId)
      .where('kind', '=', 'scorm')
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row) throw fail('RESOURCE_NOT_FOUND', 'No such SCORM resource');
    await requireLearnable(app.db, {
      schoolId: school.id,
      courseId: row.course_id,
      resourceId,
      userId: viewer.userId,
      now: new Date(),
      lang: askedLanguage(request) ?? schoolDefaultLang(school),
    });
    const packageId = /\/scorm\/(\d{19})\//.exec(row.media_url ?? '')?.[1];
    const media = packageId
      ? await app.db
          .selectFrom('media_files')
          .selectAll()
          .where('school_id', '=', school.id)
          .where('id', '=', packageId)
          .where('kind', '=', 'scorm')
          .executeTakeFirst()
      : undefined;
    if (!media?.scorm_version) throw fail('MEDIA_NOT_FOUND', 'The package of this resource is missing');
    return { resource: row, media, userId: viewer.userId, version: media.scorm_version as ScormVersion };
  }

  app.get(
    PATHS.scormRuntime,
    {
      config: { access: learners },
      schema: {
        tags: ['media'],
        summary: 'Launch state of a SCORM resource: version, launch file and the data saved last',
        params: Params,
        response: { 200: Ok(ScormRuntimeStateSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { resource, media, userId, version } = await learnable(request, request.params.resourceId);
      const saved = await app.db
        .selectFrom('scorm_runtime')
        .select(['cmi', 'completed'])
        .where('user_id', '=', userId)
        .where('resource_id', '=', resource.id)
        .executeTakeFirst();
      return ok({
        version,
        launchUrl: mediaUrl(media, ''),
        cmi: saved ? (JSON.parse(saved.cmi) as Record<string, unknown>) : null,
        completed: saved?.completed === 1,
      });
    },
  );

  app.put(
    PATHS.scormRuntime,
    {
      config: { access: learners },
      schema: {
        tags: ['media'],
        summary: "Commit the runtime's CMI data (resume and completion)",
        params: Params,
        body: ScormCommitSchema,
        response: { 200: Ok(ScormCommitResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { resource, userId, version } = await learnable(request, request.params.resourceId);
      return ok(
        await commitCmi(app.db, { resource, userId, version, cmi: request.body.cmi, now: new Date() }),
      );
    },
  );
};

export default runtimeRoutes;
