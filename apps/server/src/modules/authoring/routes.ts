/**
 * Authoring routes (issue 25): the editor's choices, the creator's course list, creating and deleting a course,
 * reading and saving its draft. Review transitions, history and the review queue are in review-routes.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUTHORING_API_PATHS,
  AuthoringCourseListSchema,
  AuthoringCourseParams,
  AuthoringListQuery,
  AuthoringOptionsSchema,
  AuthoringSchoolParams,
  CreateCourseInputSchema,
  DeletedCourseSchema,
  DraftViewSchema,
  Ok,
  SaveDraftInputSchema,
  errorResponses,
  ok,
} from '@portico/contracts';
import { isAdminOf } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { sectionLanguages } from '../console-content/languages.ts';
import { displayName } from './people.ts';
import { authoringAccess } from './access.ts';
import { authoringContext, draftViewFor } from './request-context.ts';
import { createCourse, deleteCourse, editableDraft, saveDraft } from './commands.ts';
import { reviewOnFor } from './policy.ts';
import { presentCourseEntries } from './presenter.ts';
import { editorChoices, myCourses, schoolCourses } from './queries.ts';

const tags = ['authoring'];

const authoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: authoringAccess.creators };

  app.get(
    AUTHORING_API_PATHS.options,
    {
      config,
      schema: {
        tags,
        summary:
          "The editor's choices: languages, categories, lecturers and exams of the school, review switch",
        params: AuthoringSchoolParams,
        response: { 200: Ok(AuthoringOptionsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const [{ languages, defaultLang }, choices, reviewOn] = await Promise.all([
        sectionLanguages(app.db, school),
        editorChoices(app.db, school),
        reviewOnFor(app.db, school),
      ]);
      return ok({
        languages,
        defaultLang,
        categories: choices.categories.map((row) => ({
          id: row.id,
          parentId: row.parent_id,
          title: row.title,
        })),
        lecturers: choices.lecturers.map((row) => ({ userId: row.id, name: displayName(row) })),
        exams: choices.exams,
        reviewOn,
      });
    },
  );

  app.get(
    AUTHORING_API_PATHS.courses,
    {
      config,
      schema: {
        tags,
        summary: "The viewer's courses with their review state (scope=school: every course, admins only)",
        params: AuthoringSchoolParams,
        querystring: AuthoringListQuery,
        response: { 200: Ok(AuthoringCourseListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { school, viewer } = authoringContext(app, request);
      const admin = isAdminOf(viewer, school.id);
      if (request.query.scope === 'school' && !admin) {
        throw fail('NOT_AN_ADMIN', 'Only administrators of this school may list all of its courses');
      }
      const [entries, reviewOn, { defaultLang }] = await Promise.all([
        request.query.scope === 'school'
          ? schoolCourses(app.db, school.id)
          : myCourses(app.db, school.id, viewer.userId),
        reviewOnFor(app.db, school),
        sectionLanguages(app.db, school),
      ]);
      const items = await presentCourseEntries(app.db, entries, { actor: { admin, reviewOn }, defaultLang });
      return ok({ items, reviewOn, canReview: admin });
    },
  );

  app.post(
    AUTHORING_API_PATHS.courses,
    {
      config,
      schema: {
        tags,
        summary: 'Create a course: its first draft, authored by the viewer (nothing is live until published)',
        params: AuthoringSchoolParams,
        body: CreateCourseInputSchema,
        response: { 200: Ok(DraftViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = authoringContext(app, request);
      const courseId = await createCourse(ctx, request.body);
      return ok(await draftViewFor(ctx, courseId));
    },
  );

  app.delete(
    AUTHORING_API_PATHS.course,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a course that was never published (a published one is unpublished instead)',
        params: AuthoringCourseParams,
        response: { 200: Ok(DeletedCourseSchema), ...errorResponses },
      },
    },
    async (request) => {
      await deleteCourse(authoringContext(app, request), request.params.courseId);
      return ok({ courseId: request.params.courseId });
    },
  );

  app.get(
    AUTHORING_API_PATHS.draft,
    {
      config,
      schema: {
        tags,
        summary: "The course's draft with its version, review state and the viewer's actions",
        params: AuthoringCourseParams,
        response: { 200: Ok(DraftViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = authoringContext(app, request);
      await editableDraft(ctx, request.params.courseId);
      return ok(await draftViewFor(ctx, request.params.courseId));
    },
  );

  app.put(
    AUTHORING_API_PATHS.draft,
    {
      config,
      schema: {
        tags,
        summary: 'Save the draft at the version loaded (409 DRAFT_VERSION_STALE if someone saved since)',
        params: AuthoringCourseParams,
        body: SaveDraftInputSchema,
        response: { 200: Ok(DraftViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = authoringContext(app, request);
      await saveDraft(ctx, request.params.courseId, request.body.version, request.body.draft);
      return ok(await draftViewFor(ctx, request.params.courseId));
    },
  );
};

export default authoringRoutes;
