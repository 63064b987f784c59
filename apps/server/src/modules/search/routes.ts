import { LIMITS, charCount, normalizeSearchKeyword } from '@portico/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedSchema,
  HotSearchSchema,
  Ok,
  SearchCoursesQuery,
  SearchResultSchema,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { currentViewer, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { fail } from '../../shared/http-error.ts';
import { clearSearchHistory, hotSearches, searchHistory } from './queries.ts';
import { runSchoolSearch } from './run-search.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { access } from '../../shared/access.ts';

const KEYWORD_TOO_LONG = `Keyword is too long (at most ${LIMITS.SEARCH_KEYWORD} characters)`;

/** Spec §5: trimmed, at most 500 characters (contracts §6: longer is a 400, not a silent cut). */
function searchKeyword(raw: string): string {
  const trimmed = raw.trim();
  if (charCount(trimmed) > LIMITS.SEARCH_KEYWORD) {
    throw fail('KEYWORD_TOO_LONG', KEYWORD_TOO_LONG, { max: LIMITS.SEARCH_KEYWORD });
  }
  return normalizeSearchKeyword(trimmed);
}

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.search.courses,
    {
      config: { access: access.schoolContent },
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
        clientAddress: request.ip,
        lang: askedLanguage(request) ?? schoolDefaultLang(school),
      });
      return ok({ ...found, page, pageSize, keyword });
    },
  );

  app.get(
    API_PATHS.search.hotSearch,
    {
      // Hot searches change with every search: kept for visitors only briefly.
      config: { access: access.schoolContent, visitorCache: { ttlMs: 5_000 } },
      schema: {
        tags: ['search'],
        summary: "Hot searches of a school and the viewer's history (empty for visitors)",
        querystring: TenantOnlyQuery,
        response: { 200: Ok(HotSearchSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = viewerOf(request);
      const [hot, history] = await Promise.all([
        // Issue 17: the school's hot searches are shared by every visitor: cached briefly (they change with searches).
        app.shellCache.get(
          { area: 'api:hot-search', schools: [school.id] },
          () => hotSearches(app.db, school.id, LIMITS.HOT_SEARCHES),
          { ttlMs: 5_000 },
        ),
        viewer ? searchHistory(app.db, school.id, viewer.userId, LIMITS.SEARCH_HISTORY) : [],
      ]);
      return ok({ hotSearch: hot.map((entry) => entry.keyword), history });
    },
  );

  app.get(
    API_PATHS.search.clear,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['search'],
        summary: "Clears the viewer's search history in the school",
        querystring: TenantOnlyQuery,
        response: { 200: Ok(DeletedSchema), ...errorResponses },
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
