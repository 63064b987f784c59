import { LIMITS } from '@portico/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { assertCanViewSchoolContent } from '../schools/policy.ts';
import { hotSearches } from './queries.ts';

const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/search/v1/search/hotSearch',
    {
      config: { tenant: true },
      schema: {
        tags: ['search'],
        summary: "Hot searches of a school and the viewer's history (empty for visitors)",
        querystring: Type.Object(TenantQuery),
        response: {
          200: Ok(Type.Object({ hotSearch: Type.Array(Type.String()), history: Type.Array(Type.String()) })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      assertCanViewSchoolContent({ school, viewer: viewerOf(request) });
      const hot = await hotSearches(app.db, school.id, LIMITS.HOT_SEARCHES);
      // History needs a session (identity issue); visitors have none.
      return ok({ hotSearch: hot.map((entry) => entry.keyword), history: [] as string[] });
    },
  );
};

export default searchRoutes;
