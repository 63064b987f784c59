/**
 * The knowledge portal's reading routes and the featured switch (issue 27; paths in @portico/contracts
 * api-paths/knowledge.ts). Articles' own routes (list, read, drafts, review) are the O3 article handlers
 * (o3-articles/routes.ts `articleRoutes`) under the knowledge paths, without the O3 school's requirement.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  FeaturedInputSchema,
  FeaturedParams,
  KnowledgeArticleSchema,
  KnowledgeItemPageSchema,
  KnowledgeItemsQuery,
  KnowledgePortalSchema,
  LibrarySchoolParams,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import type { FastifyRequest } from 'fastify';
import { viewerOf } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { articleRoutes } from '../o3-articles/routes.ts';
import { publishedArticle } from '../o3-articles/queries.ts';
import { presentArticles } from './presenter.ts';
import { loadItems, loadPortal, type KnowledgeContext } from './portal.ts';

const paths = API_PATHS.knowledge;
const tags = ['knowledge'];
const readers = { school: 'required', who: 'viewer', from: { param: 'schoolId' } } as const;
const admins = { school: 'required', who: 'admin', from: { param: 'schoolId' } } as const;

const knowledgeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(articleRoutes, { paths, requires: undefined, tags });
  const ctxOf = (request: FastifyRequest): KnowledgeContext => ({
    db: app.db,
    engine: app.dbEngine,
    school: tenantSchool(request),
    viewer: viewerOf(request),
  });

  app.get(
    paths.portal,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'The knowledge portal: featured and latest articles, tags, document libraries',
        params: LibrarySchoolParams,
        response: { 200: Ok(KnowledgePortalSchema), ...errorResponses },
      },
    },
    async (request) => ok(await loadPortal(ctxOf(request))),
  );

  app.get(
    paths.items,
    {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Articles and documents, filtered by tag, type and text, paged',
        params: LibrarySchoolParams,
        querystring: KnowledgeItemsQuery,
        response: { 200: Ok(KnowledgeItemPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await loadItems(ctxOf(request), request.query)),
  );

  app.put(
    paths.featured,
    {
      config: { access: admins },
      schema: {
        tags,
        summary: 'Feature a published article on the portal, or stop featuring it (admins)',
        params: FeaturedParams,
        body: FeaturedInputSchema,
        response: { 200: Ok(KnowledgeArticleSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { articleId } = request.params;
      const result = await app.db
        .updateTable('articles')
        .set({ featured: request.body.featured ? 1 : 0 })
        .where('school_id', '=', school.id)
        .where('id', '=', articleId)
        .where('status', '=', 1)
        .executeTakeFirst();
      const row =
        Number(result.numUpdatedRows) === 1 ? await publishedArticle(app.db, school.id, articleId) : null;
      if (!row) throw fail('ARTICLE_NOT_FOUND', 'Article not found');
      return ok((await presentArticles(app.db, [row]))[0]!);
    },
  );
};

export default knowledgeRoutes;
