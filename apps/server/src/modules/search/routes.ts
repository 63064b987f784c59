import { LIMITS, charCount, normalizeSearchKeyword } from '@portico/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentViewer, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { badRequest } from '../../shared/http-error.ts';
import { Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { assertCanViewSchoolContent } from '../schools/policy.ts';
import { clearSearchHistory, hotSearches, searchHistory } from './queries.ts';
import { runSchoolSearch } from './run-search.ts';
import { HotSearchSchema, KEYWORD_TOO_LONG, SearchCoursesQuery, SearchResultSchema } from './schemas.ts';

/** Spec §5: trimmed, at most 500 characters (contracts §6: longer is a 400, not a silent cut). */
function searchKeyword(raw: string): string {
  const trimmed = raw.trim();
  if (charCount(trimmed) > LIMITS.SEARCH_KEYWORD) throw badRequest(KEYWORD_TOO_LONG);
  // NUL cannot be stored in PostgreSQL text and never occurs in course texts.
  if (trimmed.includes('\u0000')) throw badRequest('Keyword contains an invalid character');
  return normalizeSearchKeyword(trimmed);
}

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/search/v1/search/courses',
    {
      config: { tenant: true },
      schema: {
        tags: ['search'],
        summary: 'Search the published courses of a school (and its sub-schools), ranked',
        querystring: SearchCoursesQuery,
        response: { 200: Ok(SearchResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = viewerOf(request);
      assertCanViewSchoolContent({ school, viewer });
      const { page, pageSize } = request.query;
      const keyword = searchKeyword(request.query.keyword);
      const found = await runSchoolSearch(app.db, app.dbEngine, {
        schoolId: school.id,
        viewer,
        keyword,
        categoryId: request.query.categoryId ?? null,
        page,
        pageSize,
        includeSubSchools: request.query.includeSubSchools === '1',
        // `record=0` never counts (e.g. the results page refetching what its server render already counted).
        record: request.query.record === '1',
      });
      return ok({ ...found, page, pageSize, keyword });
    },
  );

  app.get(
    '/api/search/v1/search/hotSearch',
    {
      config: { tenant: true },
      schema: {
        tags: ['search'],
        summary: "Hot searches of a school and the viewer's history (empty for visitors)",
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(HotSearchSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = viewerOf(request);
      assertCanViewSchoolContent({ school, viewer });
      const [hot, history] = await Promise.all([
        hotSearches(app.db, school.id, LIMITS.HOT_SEARCHES),
        viewer ? searchHistory(app.db, school.id, viewer.userId, LIMITS.SEARCH_HISTORY) : [],
      ]);
      return ok({ hotSearch: hot.map((entry) => entry.keyword), history });
    },
  );

  app.get(
    '/api/search/v1/search/clear',
    {
      config: { tenant: true, auth: true },
      schema: {
        tags: ['search'],
        summary: "Clears the viewer's search history in the school",
        querystring: Type.Object(TenantQuery),
        response: {
          200: Ok(Type.Object({ deleted: Type.Integer() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      return ok({ deleted: await clearSearchHistory(app.db, school.id, viewer.userId) });
    },
  );
};

export default searchRoutes;
