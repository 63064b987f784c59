import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourseDetailSchema,
  CourseParams,
  LatestCoursesQuery,
  LatestCoursesSchema,
  Ok,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { fail } from '../../shared/http-error.ts';
import { canViewSchoolContent } from '../../auth/school-access.ts';
import { visibleSubSchoolIds } from '../../repositories/schools.ts';
import { presentCourseDetail, presentLatestCourse } from './presenter.ts';
import { findCourse, latestCourses } from './queries.ts';
import { access } from '../../shared/access.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { localizeCourses } from '../../repositories/catalog-texts.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';

const courseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.courses.latest,
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['courses'],
        summary: "Newest published courses of a school (optionally with its sub-schools')",
        querystring: LatestCoursesQuery,
        response: { 200: Ok(LatestCoursesSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const schoolIds = [school.id];
      if (request.query.includeSubSchools === '1') {
        // Only the sub-schools this viewer may see: a closed sub-school's courses are for its members.
        const viewer = viewerOf(request);
        schoolIds.push(
          ...(await visibleSubSchoolIds(app.db, school.id, (sub) => canViewSchoolContent(sub, viewer))),
        );
      }
      const rows = await latestCourses(app.db, schoolIds, request.query.limit);
      // Issue 23 item 8: names in the page language (→ each course's school default → the row).
      const lang = askedLanguage(request) ?? schoolDefaultLang(school);
      return ok({ latestCurriculum: (await localizeCourses(app.db, rows, lang)).map(presentLatestCourse) });
    },
  );

  app.get(
    API_PATHS.courses.course,
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['courses'],
        summary: 'One course of the school',
        params: CourseParams,
        querystring: TenantOnlyQuery,
        response: { 200: Ok(CourseDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const course = await findCourse(app.db, school.id, request.params.courseId);
      if (!course) throw fail('COURSE_NOT_FOUND', 'Course not found');
      const lang = askedLanguage(request) ?? schoolDefaultLang(school);
      const [localized = course] = await localizeCourses(app.db, [course], lang);
      return ok(presentCourseDetail(localized));
    },
  );
};

export default courseRoutes;
