/** Enrolling from a course page and the learning center's list (issue 11 §5). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CourseEnrolmentSchema,
  EnrolParams,
  EnrolmentListQuery,
  EnrolmentListSchema,
  Ok,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { findCourse } from '../courses/queries.ts';
import { continueTarget } from '../learning/outline.ts';
import { loadOutline } from '../learning/policy.ts';
import { SELF_ENROL_MESSAGES, learningSchoolIds, selfEnrolBlock } from './policy.ts';
import { presentCourseEnrolment, presentEnrolmentList } from './presenter.ts';
import { enrol, findEnrolment, listEnrolments } from './queries.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';

const enrolmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    API_PATHS.enrolments.enrol,
    {
      // Logged in, and allowed to see the school's content (the gate applies the closed-school rule).
      config: { access: access.schoolUser },
      schema: {
        tags: ['enrolments'],
        summary:
          "Enrol the viewer in a published course of the school (enrolling again changes nothing); a paid course needs a purchase record (PURCHASE_REQUIRED), a members' course membership (MEMBERS_ONLY)",
        params: EnrolParams,
        querystring: TenantOnlyQuery,
        response: { 200: Ok(CourseEnrolmentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const { courseId } = request.params;
      const course = await findCourse(app.db, school.id, courseId);
      if (!course) throw fail('COURSE_NOT_FOUND', 'Course not found');
      // Already enrolled (a second click, an admin's grant): the same answer, whatever the rules say now.
      let row = await findEnrolment(app.db, viewer.userId, school.id, courseId);
      if (!row) {
        const block = await selfEnrolBlock(app.db, school, course, viewer);
        if (block) throw fail(block, SELF_ENROL_MESSAGES[block]);
        await enrol(app.db, { schoolId: school.id, userId: viewer.userId, courseId });
        row = await findEnrolment(app.db, viewer.userId, school.id, courseId);
      }
      const outline = await loadOutline(app.db, {
        schoolId: school.id,
        courseId,
        userId: viewer.userId,
        now: new Date(),
      });
      return ok(presentCourseEnrolment(row, continueTarget(outline, row?.last_resource_id ?? null))!);
    },
  );

  app.get(
    API_PATHS.enrolments.mine,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['enrolments'],
        summary:
          "The viewer's enrolled courses in the school and its sub-schools, with progress (status: in-progress, completed or all)",
        querystring: EnrolmentListQuery,
        response: { 200: Ok(EnrolmentListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const { page, pageSize, status } = request.query;
      const schoolIds = await learningSchoolIds(app.db, school, viewer);
      const found = await listEnrolments(app.db, {
        userId: viewer.userId,
        schoolIds,
        page,
        pageSize,
        status,
        lang: askedLanguage(request) ?? schoolDefaultLang(school),
      });
      return ok(presentEnrolmentList(found, { page, pageSize }));
    },
  );
};

export default enrolmentRoutes;
