/**
 * What authors and reviewers do to a knowledge article (issue 25 item 4), in the order of a course's commands
 * (modules/authoring/commands.ts): the row read by school, the viewer's right to edit it, the draft version
 * compared (DRAFT_VERSION_STALE), the transition asked of core's one authoring state machine
 * (REVIEW_TRANSITION_INVALID with details.reason), then one conditional write. Approve and publish copy the draft
 * into the live columns in that same write; the author of a reviewed article gets a message after it.
 */
import { NEW_AUTHORING_STATE, type AuthoringAction, type AuthoringState } from '@portico/core';
import type { ArticleDraft, ArticleTransition } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isAdminOf, type Viewer } from '../../auth/viewer.ts';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import {
  requireReviewComment,
  reviewStep,
  reviewTransition,
  staleDraft,
} from '../../shared/review-drafts.ts';
import { reviewOnFor } from '../authoring/policy.ts';
import { sectionLanguages } from '../console-content/languages.ts';
import { reindexArticle } from '../../db/knowledge-index.ts';
import { notifyArticleReviewed } from './messages.ts';
import { cleanArticleDraft, requireBody, requireEditable } from './policy.ts';
import { articleDraftOf, articleStateOf, loadArticleRow, writeArticle, type ArticleRow } from './store.ts';

export interface ArticleContext {
  db: Kysely<Database>;
  school: SchoolRow;
  viewer: Viewer;
}

async function editableRow(ctx: ArticleContext, articleId: string, version?: number): Promise<ArticleRow> {
  const row = await loadArticleRow(ctx.db, ctx.school.id, articleId);
  requireEditable(ctx.viewer, row);
  if (version !== undefined && row.version !== version) throw staleDraft(row.version);
  return row;
}

const transitionOrFail = (
  state: AuthoringState,
  action: AuthoringAction,
  admin: boolean,
  reviewOn: boolean,
) => reviewTransition(state, action, { admin, reviewOn });

const cleaned = async (ctx: ArticleContext, draft: ArticleDraft) =>
  cleanArticleDraft(draft, (await sectionLanguages(ctx.db, ctx.school)).defaultLang);

/** A new article: its first draft, authored by the viewer; nothing is live. */
export async function createArticle(ctx: ArticleContext, draft: ArticleDraft): Promise<string> {
  const clean = await cleaned(ctx, draft);
  const id = newId();
  const now = new Date().toISOString();
  const state = NEW_AUTHORING_STATE;
  await ctx.db
    .insertInto('articles')
    .values({
      id,
      school_id: ctx.school.id,
      author_id: ctx.viewer.userId,
      status: 0,
      title: '{}',
      body: '',
      tags: '[]',
      published_at: null,
      published_by: null,
      version: 1,
      draft: JSON.stringify(clean),
      review_state: state.review,
      review_comment: null,
      published_version: state.publishedVersion,
      latest_version: state.latestVersion,
      unpublished_changes: 1,
      created_at: now,
      updated_by: ctx.viewer.userId,
      updated_at: now,
      submitted_by: null,
      submitted_at: null,
      reviewed_by: null,
      reviewed_at: null,
    })
    .execute();
  return id;
}

export async function saveArticle(
  ctx: ArticleContext,
  articleId: string,
  version: number,
  draft: ArticleDraft,
) {
  const row = await editableRow(ctx, articleId, version);
  const admin = isAdminOf(ctx.viewer, ctx.school.id);
  const next = transitionOrFail(articleStateOf(row), 'save', admin, await reviewOnFor(ctx.db, ctx.school));
  const clean = await cleaned(ctx, draft);
  const now = new Date().toISOString();
  await writeArticle(ctx.db, row, version, {
    state: next.state,
    actorId: ctx.viewer.userId,
    now,
    draft: clean,
  });
}

/** submit, withdraw, approve, reject (with its comment), publish, unpublish. */
export async function changeArticleState(
  ctx: ArticleContext,
  articleId: string,
  action: ArticleTransition,
  version: number,
  comment?: string,
): Promise<void> {
  const row = await editableRow(ctx, articleId, version);
  const admin = isAdminOf(ctx.viewer, ctx.school.id);
  const next = transitionOrFail(articleStateOf(row), action, admin, await reviewOnFor(ctx.db, ctx.school));
  const draft = articleDraftOf(row);
  if (action === 'submit' || next.publishes) requireBody(draft);
  requireReviewComment(action, comment);
  const now = new Date().toISOString();
  await writeArticle(ctx.db, row, version, {
    state: next.state,
    actorId: ctx.viewer.userId,
    now,
    ...reviewStep(action, comment),
    ...(next.publishes ? { live: { draft } } : {}),
    ...(action === 'unpublish' ? { live: 'down' as const } : {}),
  });
  // Issue 27: search shows a published article (and forgets one taken down) on the next request.
  if (next.publishes || action === 'unpublish') await reindexArticle(ctx.db, ctx.school.id, articleId);
  if (action === 'approve' || action === 'reject') {
    await notifyArticleReviewed(ctx.db, {
      school: ctx.school,
      row,
      draft,
      approved: action === 'approve',
      comment: comment?.trim() ?? '',
      reviewerId: ctx.viewer.userId,
    });
  }
}

/** Deletes an article nobody ever published (core: `delete` refuses one that was). */
export async function deleteArticle(ctx: ArticleContext, articleId: string): Promise<void> {
  const row = await editableRow(ctx, articleId);
  transitionOrFail(articleStateOf(row), 'delete', isAdminOf(ctx.viewer, ctx.school.id), false);
  await ctx.db
    .deleteFrom('articles')
    .where('school_id', '=', ctx.school.id)
    .where('id', '=', articleId)
    .execute();
}
