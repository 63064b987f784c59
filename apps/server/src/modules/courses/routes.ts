import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { notFound } from '../../shared/http-error.ts';
import { Id, Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { assertCanViewSchoolContent } from '../schools/policy.ts';
import { subSchoolIds } from '../schools/queries.ts';
import { presentCourseDetail, presentLatestCourse } from './presenter.ts';
import { findCourse, latestCourses } from './queries.ts';
import { CourseDetailSchema, LatestCourseSchema } from './schemas.ts';

export const LATEST_COURSES_DEFAULT = 12;
const LATEST_COURSES_MAX = 50;

const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/portal/api/v1/portal/open/latest-courses',
    {
      config: { tenant: true },
      schema: {
        tags: ['courses'],
        summary: "Newest published courses of a school (optionally with its sub-schools')",
        querystring: Type.Object({
          ...TenantQuery,
          limit: Type.Integer({ minimum: 1, maximum: LATEST_COURSES_MAX, default: LATEST_COURSES_DEFAULT }),
          includeSubSchools: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
        }),
        response: {
          200: Ok(Type.Object({ latestCurriculum: Type.Array(LatestCourseSchema) })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      assertCanViewSchoolContent({ school, viewer: viewerOf(request) });
      const schoolIds = [school.id];
      if (request.query.includeSubSchools === '1') schoolIds.push(...(await subSchoolIds(app.db, school.id)));
      const rows = await latestCourses(app.db, schoolIds, request.query.limit);
      return ok({ latestCurriculum: rows.map(presentLatestCourse) });
    },
  );

  app.get(
    '/api/course/v1/open/courses/:courseId',
    {
      config: { tenant: true },
      schema: {
        tags: ['courses'],
        summary: 'One course of the school',
        params: Type.Object({ courseId: Id('Course id') }),
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(CourseDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      assertCanViewSchoolContent({ school, viewer: viewerOf(request) });
      const course = await findCourse(app.db, school.id, request.params.courseId);
      if (!course) throw notFound('Course not found');
      return ok(presentCourseDetail(course));
    },
  );
};

export default courseRoutes;
