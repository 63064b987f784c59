import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategorySchema,
  ChildCategoriesQuery,
  Ok,
  TopCategoriesQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { Type } from 'typebox';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { fail } from '../../shared/http-error.ts';
import { presentChildCategories, presentTopCategories } from './presenter.ts';
import { listCategories } from './queries.ts';
import { access } from '../../shared/access.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { localizeCategories } from '../../repositories/catalog-texts.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import type { FastifyRequest } from 'fastify';
import type { SchoolRow } from '../../repositories/schools.ts';

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Issue 23 item 8: titles in the page language (sxz-lang), else the school's default.
  const localizedCategories = async (request: FastifyRequest, school: SchoolRow, source: number) =>
    localizeCategories(
      app.db,
      await listCategories(app.db, school.id, source),
      askedLanguage(request) ?? schoolDefaultLang(school),
    );

  app.get(
    API_PATHS.categories.first,
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['categories'],
        summary: 'Top-level categories with their sub-categories (without terms)',
        querystring: TopCategoriesQuery,
        response: { 200: Ok(Type.Array(CategorySchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(presentTopCategories(await localizedCategories(request, school, request.query.source)));
    },
  );

  app.get(
    API_PATHS.categories.firstChild,
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['categories'],
        summary: 'Sub-categories of one category, each with its terms',
        querystring: ChildCategoriesQuery,
        response: { 200: Ok(Type.Array(CategorySchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const rows = await localizedCategories(request, school, request.query.source);
      // Scoped by school: another school's category id is simply unknown here.
      if (!rows.some((row) => row.id === request.query.facetId)) {
        throw fail('CATEGORY_NOT_FOUND', 'Category not found');
      }
      return ok(presentChildCategories(rows, request.query.facetId));
    },
  );
};

export default categoryRoutes;
