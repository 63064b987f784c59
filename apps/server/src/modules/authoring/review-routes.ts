/**
 * Review and publication routes (issue 25): submit / withdraw / publish / unpublish (the course's editors),
 * approve / reject and the review queue (the school's admins), the version history and rollback. Every
 * transition carries the draft version the actor saw and answers the course's DraftView afresh.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUTHORING_API_PATHS,
  AuthoringCourseListSchema,
  AuthoringCourseParams,
  AuthoringSchoolParams,
  AuthoringVersionParams,
  CourseVersionDetailSchema,
  CourseVersionListSchema,
  DraftViewSchema,
  Ok,
  RejectInputSchema,
  TransitionInputSchema,
  errorResponses,
  ok,
  type CourseDraft,
} from '@portico/contracts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { sectionLanguages } from '../console-content/languages.ts';
import { authoringAccess } from './access.ts';
import { authoringContext, draftViewFor } from './request-context.ts';
import { changeReviewState, editableDraft, rollback, type ReviewAction } from './commands.ts';
import { stateOf } from './draft-store.ts';
import { reviewOnFor } from './policy.ts';
import { presentCourseEntries, presentVersions } from './presenter.ts';
import { reviewQueue, versionOf, versionsOf } from './queries.ts';

const tags = ['authoring'];

const SUMMARIES: Record<Exclude<ReviewAction, 'reject'>, string> = {
  submit: 'Submit the draft for review (the school has content review on)',
  withdraw: 'Take the draft back from review',
  approve: 'Approve the draft in review: it is published as the next version (admins)',
  publish: 'Publish the draft as the next version (review off, or an admin)',
  unpublish: 'Take the live course down (learners and search stop showing it; the draft stays)',
};

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const action of Object.keys(SUMMARIES) as Array<keyof typeof SUMMARIES>) {
    app.post(
      AUTHORING_API_PATHS[action],
      {
        config: { access: action === 'approve' ? authoringAccess.reviewers : authoringAccess.creators },
        schema: {
          tags,
          summary: SUMMARIES[action],
          params: AuthoringCourseParams,
          body: TransitionInputSchema,
          response: { 200: Ok(DraftViewSchema), ...errorResponses },
        },
      },
      async (request) => {
        const ctx = authoringContext(app, request);
        await changeReviewState(ctx, request.params.courseId, action, request.body.version);
        return ok(await draftViewFor(ctx, request.params.courseId));
      },
    );
  }

  app.post(
    AUTHORING_API_PATHS.reject,
    {
      config: { access: authoringAccess.reviewers },
      schema: {
        tags,
        summary: 'Reject the draft in review with a comment for the author (admins); the author is told',
        params: AuthoringCourseParams,
        body: RejectInputSchema,
        response: { 200: Ok(DraftViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = authoringContext(app, request);
      const { version, comment } = request.body;
      await changeReviewState(ctx, request.params.courseId, 'reject', version, comment);
      return ok(await draftViewFor(ctx, request.params.courseId));
    },
  );

  app.get(
    AUTHORING_API_PATHS.reviewQueue,
    {
      config: { access: authoringAccess.reviewers },
      schema: {
        tags,
        summary: 'Drafts waiting for review, the longest waiting first (admins)',
        params: AuthoringSchoolParams,
        response: { 200: Ok(AuthoringCourseListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const [entries, reviewOn, { defaultLang }] = await Promise.all([
        reviewQueue(app.db, school.id),
        reviewOnFor(app.db, school),
        sectionLanguages(app.db, school),
      ]);
      const actor = { admin: true, reviewOn };
      const items = await presentCourseEntries(app.db, entries, { actor, defaultLang });
      return ok({ items, reviewOn, canReview: true });
    },
  );

  app.get(
    AUTHORING_API_PATHS.versions,
    {
      config: { access: authoringAccess.creators },
      schema: {
        tags,
        summary: "The course's published versions, newest first: who published each and when",
        params: AuthoringCourseParams,
        response: { 200: Ok(CourseVersionListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = authoringContext(app, request);
      const row = await editableDraft(ctx, request.params.courseId);
      const rows = await versionsOf(app.db, ctx.school.id, row.course_id);
      return ok({ items: await presentVersions(app.db, rows, stateOf(row).publishedVersion) });
    },
  );

  app.get(
    AUTHORING_API_PATHS.version,
    {
      config: { access: authoringAccess.creators },
      schema: {
        tags,
        summary: 'One published version with its snapshot of the draft',
        params: AuthoringVersionParams,
        response: { 200: Ok(CourseVersionDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = authoringContext(app, request);
      const row = await editableDraft(ctx, request.params.courseId);
      const found = await versionOf(app.db, ctx.school.id, row.course_id, request.params.number);
      if (!found) throw fail('COURSE_VERSION_NOT_FOUND', 'No such version of this course');
      const [version] = await presentVersions(app.db, [found], stateOf(row).publishedVersion);
      return ok({ ...version!, draft: JSON.parse(found.snapshot) as CourseDraft });
    },
  );

  app.post(
    AUTHORING_API_PATHS.rollback,
    {
      config: { access: authoringAccess.creators },
      schema: {
        tags,
        summary: "Copy a version's snapshot into the draft (a versioned save; publish or submit it after)",
        params: AuthoringVersionParams,
        body: TransitionInputSchema,
        response: { 200: Ok(DraftViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = authoringContext(app, request);
      const { courseId, number } = request.params;
      await rollback(ctx, courseId, number, request.body.version);
      return ok(await draftViewFor(ctx, courseId));
    },
  );
};

export default reviewRoutes;
