/**
 * Course learning (issue 23): the outline (anyone who may see the school), one resource and its heartbeat
 * (enrolled learners, open chapters), and the viewer's own summary, archive, CSV export and certificates.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CertificateParams,
  CourseOutlineSchema,
  CourseParams,
  LearnResourceSchema,
  LearningArchiveQuery,
  LearningArchiveSchema,
  LearningBeatBody,
  LearningBeatResultSchema,
  LearningSummarySchema,
  CompletionSchema,
  Ok,
  ResourceParams,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { learningSchoolIds } from '../enrolments/policy.ts';
import { learningSummary } from './center.ts';
import { recordBeat } from './commands.ts';
import { continueTarget } from './outline.ts';
import { loadOutline, requireCourse, requireLearnable } from './policy.ts';
import {
  archiveCsv,
  presentArchive,
  presentCompletion,
  presentOutline,
  presentResource,
} from './presenter.ts';
import { enrolmentOf, findCompletion, listCompletions, progressOf } from './queries.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { localizeCourseNames } from '../../repositories/catalog-texts.ts';

const learningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.learning.outline,
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['learning'],
        summary: "A course's chapters and resources, with locks and (signed in) the viewer's progress",
        params: CourseParams,
        querystring: TenantOnlyQuery,
        response: { 200: Ok(CourseOutlineSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = viewerOf(request);
      const { courseId } = request.params;
      const course = await requireCourse(app.db, school.id, courseId);
      const userId = viewer?.userId ?? null;
      const [outline, enrolment] = await Promise.all([
        loadOutline(app.db, {
          schoolId: school.id,
          courseId,
          userId,
          now: new Date(),
          lang: askedLanguage(request) ?? schoolDefaultLang(school),
        }),
        userId ? enrolmentOf(app.db, school.id, userId, courseId) : Promise.resolve(undefined),
      ]);
      const withContinue = enrolment && {
        ...enrolment,
        continueResourceId: continueTarget(outline, enrolment.last_resource_id),
      };
      return ok(presentOutline(course, outline, withContinue));
    },
  );

  app.get(
    API_PATHS.learning.resource,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['learning'],
        summary: 'One resource to learn, with where the viewer left it (enrolled learners, open chapters)',
        params: ResourceParams,
        querystring: TenantOnlyQuery,
        response: { 200: Ok(LearnResourceSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const { courseId, resourceId } = request.params;
      const { outline, resource } = await requireLearnable(app.db, {
        schoolId: school.id,
        courseId,
        resourceId,
        userId: viewer.userId,
        now: new Date(),
        lang: askedLanguage(request) ?? schoolDefaultLang(school),
      });
      const progress = (await progressOf(app.db, school.id, viewer.userId, courseId)).find(
        (row) => row.resource_id === resource.id,
      );
      const index = outline.ordered.findIndex((row) => row.id === resource.id);
      return ok(
        presentResource(resource, progress, {
          previous: outline.ordered[index - 1]?.id ?? null,
          next: outline.ordered[index + 1]?.id ?? null,
        }),
      );
    },
  );

  app.post(
    API_PATHS.learning.beats,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['learning'],
        summary:
          'Save position, played ranges, page and study time of one viewing (idempotent: a beat counts once)',
        querystring: TenantOnlyQuery,
        body: LearningBeatBody,
        response: { 200: Ok(LearningBeatResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const beat = request.body;
      const now = new Date();
      const { resource } = await requireLearnable(app.db, {
        schoolId: school.id,
        courseId: beat.courseId,
        resourceId: beat.resourceId,
        userId: viewer.userId,
        now,
      });
      const outcome = await recordBeat(app.db, {
        schoolId: school.id,
        userId: viewer.userId,
        resource,
        beat,
        now,
      });
      if (!outcome) throw fail('CONFLICT', 'This viewing key belongs to another resource');
      return ok(outcome);
    },
  );

  app.get(
    API_PATHS.learning.summary,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['learning'],
        summary:
          "The viewer's study time per day (30 days), streak, total, courses completed and in progress",
        querystring: TenantOnlyQuery,
        response: { 200: Ok(LearningSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      return ok(await learningSummary(app.db, school, viewer, new Date()));
    },
  );

  app.get(
    API_PATHS.learning.archive,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['learning'],
        summary: "The viewer's completion records (newest first) with the total study time",
        querystring: LearningArchiveQuery,
        response: { 200: Ok(LearningArchiveSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const { page, pageSize } = request.query;
      const schoolIds = await learningSchoolIds(app.db, school, viewer);
      const found = await listCompletions(app.db, {
        userId: viewer.userId,
        schoolIds,
        page,
        pageSize,
        lang: askedLanguage(request) ?? schoolDefaultLang(school),
      });
      return ok(presentArchive(found, { page, pageSize }));
    },
  );

  app.get(
    API_PATHS.learning.archiveCsv,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['learning'],
        summary: "The viewer's completion records as CSV (UTF-8 with BOM, for spreadsheets)",
        querystring: TenantOnlyQuery,
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const schoolIds = await learningSchoolIds(app.db, school, viewer);
      const found = await listCompletions(app.db, {
        userId: viewer.userId,
        schoolIds,
        page: 1,
        pageSize: null,
        lang: askedLanguage(request) ?? schoolDefaultLang(school),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="learning-archive.csv"')
        .header('cache-control', 'private, no-store')
        .send(archiveCsv(found.rows));
    },
  );

  app.get(
    API_PATHS.learning.certificate,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['learning'],
        summary: "One of the viewer's completion records (the certificate)",
        params: CertificateParams,
        querystring: TenantOnlyQuery,
        response: { 200: Ok(CompletionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const schoolIds = await learningSchoolIds(app.db, school, viewer);
      const row = await findCompletion(app.db, viewer.userId, request.params.completionId);
      // Someone else's record, or another school's, is not found: never confirm it exists.
      if (!row || !schoolIds.includes(row.school_id)) {
        throw fail('CERTIFICATE_NOT_FOUND', 'No such certificate');
      }
      const [named = row] = await localizeCourseNames(
        app.db,
        [row],
        askedLanguage(request) ?? schoolDefaultLang(school),
        (found) => ({ courseId: found.course_id, schoolId: found.school_id }),
      );
      return ok(presentCompletion(named));
    },
  );
};

export default learningRoutes;
