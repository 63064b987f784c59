import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { Nullable, Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { assertCanViewSchoolContent } from '../schools/policy.ts';
import { presentBulletin } from './presenter.ts';
import { findActiveBulletin } from './queries.ts';

const BulletinSchema = Type.Object({
  id: Type.String(),
  content: Type.String(),
  startTime: Type.String({ description: 'ISO 8601' }),
  endTime: Type.String({ description: 'ISO 8601' }),
  status: Type.Integer({ description: '1 = active' }),
});

const bulletinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/portal/api/v1/portal/open/bulletin',
    {
      config: { tenant: true },
      schema: {
        tags: ['bulletins'],
        summary: 'The active bulletin of a school, or null',
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(Nullable(BulletinSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      assertCanViewSchoolContent({ school, viewer: viewerOf(request) });
      return ok(presentBulletin(await findActiveBulletin(app.db, school.id, new Date())));
    },
  );
};

export default bulletinRoutes;
