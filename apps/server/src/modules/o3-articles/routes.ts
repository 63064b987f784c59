/**
 * Knowledge articles of the O3 community (issue 25 item 4; paths in @portico/contracts api-paths/o3-articles.ts).
 * Thin handlers: the gate resolved the school from the path, required an O3 school (404 COMMUNITY_NOT_AVAILABLE
 * elsewhere) and the audience — readers: anyone who may see the school's content; writers: the school's creators
 * (403 NOT_A_CREATOR); reviewing needs an admin, which core's state machine decides (REVIEW_TRANSITION_INVALID).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  ArticleDraftListSchema,
  ArticleDraftViewSchema,
  ArticleParams,
  ArticleSchoolParams,
  ArticleTransitionInputSchema,
  ArticleTransitionParams,
  CreateArticleInputSchema,
  DeletedArticleSchema,
  Ok,
  PublishedArticlePageSchema,
  PublishedArticleQuery,
  PublishedArticleSchema,
  SaveArticleInputSchema,
  errorResponses,
  ok,
} from '@portico/contracts';
import type { FastifyRequest } from 'fastify';
import { currentViewer, isAdminOf } from '../../auth/viewer.ts';
import type { AccessRule } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { reviewOnFor } from '../authoring/policy.ts';
import { sectionLanguages } from '../console-content/languages.ts';
import {
  changeArticleState,
  createArticle,
  deleteArticle,
  saveArticle,
  type ArticleContext,
} from './commands.ts';
import { presentArticleDrafts, presentPublished, summaryOf } from './presenter.ts';
import { articleReviewQueue, authoredArticles, publishedArticle, publishedArticles } from './queries.ts';
import { loadArticleRow } from './store.ts';
import { requireEditable } from './policy.ts';

/** The routes of one article surface: the O3 community's (below) and the knowledge portal's (issue 27). */
export interface ArticleSurface {
  paths: Record<keyof typeof API_PATHS.o3Articles, string>;
  requires: AccessRule['requires'];
  tags: string[];
}

const conflict = { 409: errorResponses[400] };

/**
 * Issue 27: the knowledge portal writes the same `articles` rows through these same handlers (one draft, one
 * review path), under its own paths and without the O3 school's requirement.
 */
export const articleRoutes: FastifyPluginAsyncTypebox<ArticleSurface> = async (app, surface) => {
  const { paths, tags } = surface;
  const rule = (who: AccessRule['who']): AccessRule => ({
    school: 'required',
    who,
    from: { param: 'schoolId' },
    ...(surface.requires ? { requires: surface.requires } : {}),
  });
  const readers = rule('viewer');
  const authors = rule('creator');
  const ctxOf = (request: FastifyRequest): ArticleContext => ({
    db: app.db,
    school: tenantSchool(request),
    viewer: currentViewer(request),
  });
  const actorOf = async (ctx: ArticleContext) => ({
    admin: isAdminOf(ctx.viewer, ctx.school.id),
    reviewOn: await reviewOnFor(ctx.db, ctx.school),
  });
  /** The draft as the viewer sees it after a read or a write. */
  const view = async (ctx: ArticleContext, articleId: string) => {
    const row = await loadArticleRow(ctx.db, ctx.school.id, articleId);
    requireEditable(ctx.viewer, row);
    return (await presentArticleDrafts(ctx.db, [row], await actorOf(ctx)))[0]!;
  };

  app.get(
    paths.articles,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Published knowledge articles, newest first (optionally of one tag)',
        params: ArticleSchoolParams,
        querystring: PublishedArticleQuery,
        response: { 200: Ok(PublishedArticlePageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { tag, page = 1 } = request.query;
      const { rows, total } = await publishedArticles(app.db, school.id, { tag, page });
      const { defaultLang } = await sectionLanguages(app.db, school);
      const records = (await presentPublished(app.db, rows)).map(summaryOf);
      return ok({ records, total, defaultLang });
    },
  );

  app.get(
    paths.article,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'One published knowledge article',
        params: ArticleParams,
        response: { 200: Ok(PublishedArticleSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const row = await publishedArticle(app.db, school.id, request.params.articleId);
      if (!row) throw fail('ARTICLE_NOT_FOUND', 'Article not found');
      return ok((await presentPublished(app.db, [row]))[0]!);
    },
  );

  app.get(
    paths.drafts,
    {
      config: { access: authors },
      schema: {
        tags,
        summary: "The viewer's knowledge articles, and for admins the review queue",
        params: ArticleSchoolParams,
        response: { 200: Ok(ArticleDraftListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const actor = await actorOf(ctx);
      const [mine, waiting, { languages }] = await Promise.all([
        authoredArticles(ctx.db, ctx.school.id, ctx.viewer.userId),
        actor.admin ? articleReviewQueue(ctx.db, ctx.school.id) : [],
        sectionLanguages(ctx.db, ctx.school),
      ]);
      return ok({
        items: await presentArticleDrafts(ctx.db, mine, actor),
        queue: await presentArticleDrafts(ctx.db, waiting, actor),
        reviewOn: actor.reviewOn,
        canReview: actor.admin,
        languages,
      });
    },
  );

  app.post(
    paths.drafts,
    {
      config: { access: authors },
      schema: {
        tags,
        summary: 'Start a knowledge article (its first draft; nothing is published)',
        params: ArticleSchoolParams,
        body: CreateArticleInputSchema,
        response: { 200: Ok(ArticleDraftViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      return ok(await view(ctx, await createArticle(ctx, request.body.draft)));
    },
  );

  app.get(
    paths.draft,
    {
      config: { access: authors },
      schema: {
        tags,
        summary: "A knowledge article's draft with its review state and the viewer's actions",
        params: ArticleParams,
        response: { 200: Ok(ArticleDraftViewSchema), ...errorResponses },
      },
    },
    async (request) => ok(await view(ctxOf(request), request.params.articleId)),
  );

  app.put(
    paths.draft,
    {
      config: { access: authors },
      schema: {
        tags,
        summary: 'Save the draft at the version it was loaded (409 DRAFT_VERSION_STALE otherwise)',
        params: ArticleParams,
        body: SaveArticleInputSchema,
        response: { 200: Ok(ArticleDraftViewSchema), ...errorResponses, ...conflict },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const { articleId } = request.params;
      await saveArticle(ctx, articleId, request.body.version, request.body.draft);
      return ok(await view(ctx, articleId));
    },
  );

  app.delete(
    paths.draft,
    {
      config: { access: authors },
      schema: {
        tags,
        summary: 'Delete an article that was never published',
        params: ArticleParams,
        response: { 200: Ok(DeletedArticleSchema), ...errorResponses, ...conflict },
      },
    },
    async (request) => {
      await deleteArticle(ctxOf(request), request.params.articleId);
      return ok({ articleId: request.params.articleId });
    },
  );

  app.post(
    paths.transition,
    {
      config: { access: authors },
      schema: {
        tags,
        summary:
          'Submit, withdraw, approve (publishes), reject (comment required), publish (review off, or an admin), unpublish',
        params: ArticleTransitionParams,
        body: ArticleTransitionInputSchema,
        response: { 200: Ok(ArticleDraftViewSchema), ...errorResponses, ...conflict },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const { articleId, action } = request.params;
      await changeArticleState(ctx, articleId, action, request.body.version, request.body.comment);
      if (action === 'publish' || action === 'approve' || action === 'unpublish') {
        // Composed pages' knowledge rows (and any cached page listing articles) show the change next request.
        await app.shellEvents.emit({
          schoolId: ctx.school.id,
          parentSchoolId: ctx.school.parent_id,
          area: 'catalogue',
        });
      }
      return ok(await view(ctx, articleId));
    },
  );
};

const o3ArticleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(articleRoutes, {
    paths: API_PATHS.o3Articles,
    requires: ['o3School'],
    tags: ['o3-articles'],
  });
};

export default o3ArticleRoutes;
