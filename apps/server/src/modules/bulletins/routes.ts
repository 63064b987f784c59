import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BulletinSchema, Nullable, Ok, TenantOnlyQuery, errorResponses, ok } from '@portico/contracts';
import { tenantSchool } from '../../plugins/app/access-gate.ts';
import { presentBulletin } from './presenter.ts';
import { findActiveBulletin } from './queries.ts';
import { access } from '../../shared/access.ts';

const bulletinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/portal/api/v1/portal/open/bulletin',
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['bulletins'],
        summary: 'The active bulletin of a school, or null',
        querystring: TenantOnlyQuery,
        response: { 200: Ok(Nullable(BulletinSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(presentBulletin(await findActiveBulletin(app.db, school.id, new Date())));
    },
  );
};

export default bulletinRoutes;
