import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { notFound } from '../../shared/http-error.ts';
import { Id, Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { assertCanViewSchoolContent } from '../schools/policy.ts';
import { presentChildCategories, presentTopCategories } from './presenter.ts';
import { listCategories } from './queries.ts';

const CategoryLeaf = Type.Object({
  id: Type.String(),
  title: Type.String(),
  source: Type.Integer(),
  children: Type.Array(Type.Unknown()),
  terms: Type.Array(Type.Unknown()),
});
const CategoryWith = (field: 'children' | 'terms', items: TSchema) =>
  Type.Object({ ...CategoryLeaf.properties, [field]: Type.Array(items) });

const Source = Type.Integer({ minimum: 0, default: 0, description: 'Category source (0 = courses)' });

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/category/v1/facets/first',
    {
      config: { tenant: true },
      schema: {
        tags: ['categories'],
        summary: 'Top-level categories with their sub-categories (without terms)',
        querystring: Type.Object({ ...TenantQuery, source: Source }),
        response: { 200: Ok(Type.Array(CategoryWith('children', CategoryLeaf))), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      assertCanViewSchoolContent({ school, viewer: viewerOf(request) });
      return ok(presentTopCategories(await listCategories(app.db, school.id, request.query.source)));
    },
  );

  app.get(
    '/api/category/v1/facets/first/child',
    {
      config: { tenant: true },
      schema: {
        tags: ['categories'],
        summary: 'Sub-categories of one category, each with its terms',
        querystring: Type.Object({ ...TenantQuery, facetId: Id('Parent category id'), source: Source }),
        response: { 200: Ok(Type.Array(CategoryWith('terms', CategoryLeaf))), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      assertCanViewSchoolContent({ school, viewer: viewerOf(request) });
      const rows = await listCategories(app.db, school.id, request.query.source);
      // Scoped by school: another school's category id is simply unknown here.
      if (!rows.some((row) => row.id === request.query.facetId)) throw notFound('Category not found');
      return ok(presentChildCategories(rows, request.query.facetId));
    },
  );
};

export default categoryRoutes;
