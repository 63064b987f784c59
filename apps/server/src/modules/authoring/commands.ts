/**
 * What authors and reviewers do to a course (issue 25). Every write: the course's draft row read, the viewer's
 * right to edit it checked, the draft version compared (DRAFT_VERSION_STALE), the review transition asked of core
 * (REVIEW_TRANSITION_INVALID with details.reason), then one transaction — the draft row written with a
 * conditional UPDATE on its version, and, for approve/publish, the draft materialised into the live tables. After
 * commit, a change to what learners see is announced (caches of every instance drop the school) and the author of
 * a reviewed draft gets a message.
 */
import { draftIncomplete, type AuthoringAction, type AuthoringState } from '@portico/core';
import type { CourseDraft, CreateCourseInput } from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isAdminOf, type Viewer } from '../../auth/viewer.ts';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { reindexCourses } from '../../db/search-index.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import {
  requireReviewComment,
  reviewStep,
  reviewTransition,
  staleDraft,
} from '../../shared/review-drafts.ts';
import { addCourse, announceCourse } from '../courses/add-course.ts';
import { sectionLanguages } from '../console-content/languages.ts';
import { baseText } from '../console-content/validate.ts';
import { checkDraft, idsOf } from './draft-check.ts';
import { draftOf, loadDraftRow, stateOf, writeDraft, type DraftRow } from './draft-store.ts';
import { canEditCourse, reviewOnFor } from './policy.ts';
import { materialise, takeDown } from './publish.ts';
import { notifyReviewed } from './review-messages.ts';

export interface AuthoringContext {
  app: FastifyInstance;
  school: SchoolRow;
  viewer: Viewer;
}

const db = (ctx: AuthoringContext): Kysely<Database> => ctx.app.db;

/** The course's draft row, if the viewer may edit the course (COURSE_NOT_EDITABLE otherwise). */
export async function editableDraft(ctx: AuthoringContext, courseId: string): Promise<DraftRow> {
  const row = await loadDraftRow(db(ctx), ctx.school.id, courseId);
  if (!(await canEditCourse(db(ctx), ctx.viewer, ctx.school, row))) {
    throw fail('COURSE_NOT_EDITABLE', 'You may edit only the courses you created or lecture');
  }
  return row;
}

/** A new course: a hidden course row (status 0, so nothing lists it) and its first draft, authored by the viewer. */
export async function createCourse(ctx: AuthoringContext, input: CreateCourseInput): Promise<string> {
  const { defaultLang } = await sectionLanguages(db(ctx), ctx.school);
  const draft: CourseDraft = {
    title: input.title,
    description: {},
    cover: null,
    categoryId: input.categoryId ?? null,
    lecturerIds: [],
    price: 0,
    actualPrice: 0,
    visibility: 'public',
    chapters: [],
  };
  const ctxDraft = { schoolId: ctx.school.id, courseId: '', defaultLang };
  const checked = await checkDraft(db(ctx), ctxDraft, draft, new Set());
  const courseId = newId();
  const now = new Date().toISOString();
  await db(ctx)
    .transaction()
    .execute(async (trx) => {
      await addCourse(trx, {
        id: courseId,
        school_id: ctx.school.id,
        name: baseText(checked.title, defaultLang),
        application_type: 'course',
        category_id: checked.categoryId,
        status: 0,
      });
      await trx
        .insertInto('course_drafts')
        .values({
          id: newId(),
          school_id: ctx.school.id,
          course_id: courseId,
          version: 1,
          body: JSON.stringify(checked),
          review_state: 'editing',
          review_comment: null,
          published_version: null,
          latest_version: 0,
          unpublished_changes: 1,
          author_id: ctx.viewer.userId,
          created_at: now,
          updated_by: ctx.viewer.userId,
          updated_at: now,
          submitted_by: null,
          submitted_at: null,
          reviewed_by: null,
          reviewed_at: null,
        })
        .execute();
    });
  return courseId;
}

const transitionOrFail = (
  state: AuthoringState,
  action: AuthoringAction,
  admin: boolean,
  reviewOn: boolean,
) => reviewTransition(state, action, { admin, reviewOn });

/** Saves the draft (or a version's snapshot, for a rollback) at the version the author loaded. */
export async function saveDraft(
  ctx: AuthoringContext,
  courseId: string,
  version: number,
  draft: CourseDraft,
): Promise<void> {
  const row = await editableDraft(ctx, courseId);
  if (row.version !== version) throw staleDraft(row.version);
  const admin = isAdminOf(ctx.viewer, ctx.school.id);
  const next = transitionOrFail(stateOf(row), 'save', admin, await reviewOnFor(db(ctx), ctx.school));
  const { defaultLang } = await sectionLanguages(db(ctx), ctx.school);
  const checked = await checkDraft(
    db(ctx),
    { schoolId: ctx.school.id, courseId, defaultLang },
    draft,
    idsOf(draftOf(row)),
  );
  const now = new Date().toISOString();
  await db(ctx)
    .transaction()
    .execute((trx) =>
      writeDraft(trx, row, version, { state: next.state, actorId: ctx.viewer.userId, now, body: checked }),
    );
}

export type ReviewAction = Exclude<AuthoringAction, 'save' | 'delete'>;

/** submit, withdraw, approve, reject (with its comment), publish, unpublish. */
export async function changeReviewState(
  ctx: AuthoringContext,
  courseId: string,
  action: ReviewAction,
  version: number,
  comment?: string,
): Promise<void> {
  const row = await editableDraft(ctx, courseId);
  if (row.version !== version) throw staleDraft(row.version);
  const admin = isAdminOf(ctx.viewer, ctx.school.id);
  const state = stateOf(row);
  const next = transitionOrFail(state, action, admin, await reviewOnFor(db(ctx), ctx.school));
  const draft = draftOf(row);
  if (action === 'submit' || next.publishes) {
    const reason = draftIncomplete(draft);
    if (reason) throw fail('DRAFT_INCOMPLETE', `The draft cannot be published yet (${reason})`, { reason });
  }
  requireReviewComment(action, comment);
  const { defaultLang } = await sectionLanguages(db(ctx), ctx.school);
  const now = new Date().toISOString();
  const actorId = ctx.viewer.userId;
  await db(ctx)
    .transaction()
    .execute(async (trx) => {
      await writeDraft(trx, row, version, {
        state: next.state,
        actorId,
        now,
        ...reviewStep(action, comment),
      });
      if (next.publishes) {
        const number = next.state.publishedVersion!;
        await materialise(trx, {
          schoolId: ctx.school.id,
          courseId,
          defaultLang,
          draft,
          number,
          actorId,
          now,
        });
      }
      if (action === 'unpublish') await takeDown(trx, ctx.school.id, courseId);
    });
  if (next.publishes || action === 'unpublish') {
    // Search, category lists, latest courses and cached pages of every instance show the change next request.
    await ctx.app.shellEvents.emit({
      schoolId: ctx.school.id,
      parentSchoolId: ctx.school.parent_id,
      area: 'catalogue',
    });
  }
  if (next.publishes && state.latestVersion === 0) {
    // A course's first publish is its arrival, as when a published course is added.
    const name = baseText(draft.title, defaultLang);
    await announceCourse(db(ctx), ctx.school, { id: courseId, name });
  }
  if (action === 'approve' || action === 'reject') {
    await notifyReviewed(db(ctx), {
      school: ctx.school,
      row,
      draft,
      approved: action === 'approve',
      comment: comment?.trim() ?? '',
      reviewerId: actorId,
    });
  }
}

/** Copies a published version's snapshot into the draft (a normal versioned save). */
export async function rollback(ctx: AuthoringContext, courseId: string, number: number, version: number) {
  await editableDraft(ctx, courseId);
  const found = await db(ctx)
    .selectFrom('course_versions')
    .select('snapshot')
    .where('school_id', '=', ctx.school.id)
    .where('course_id', '=', courseId)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!found) throw fail('COURSE_VERSION_NOT_FOUND', 'No such version of this course');
  await saveDraft(ctx, courseId, version, JSON.parse(found.snapshot) as CourseDraft);
}

/** Deletes a course nobody ever published (its draft goes with it). */
export async function deleteCourse(ctx: AuthoringContext, courseId: string): Promise<void> {
  const row = await editableDraft(ctx, courseId);
  transitionOrFail(stateOf(row), 'delete', isAdminOf(ctx.viewer, ctx.school.id), false);
  await db(ctx)
    .transaction()
    .execute(async (trx) => {
      await trx
        .deleteFrom('course_drafts')
        .where('school_id', '=', ctx.school.id)
        .where('course_id', '=', courseId)
        .execute();
      await trx
        .deleteFrom('courses')
        .where('school_id', '=', ctx.school.id)
        .where('id', '=', courseId)
        .execute();
      // A course that is gone leaves the search index (SQLite; PostgreSQL searches the base tables).
      await reindexCourses(trx, [courseId]);
    });
}
