import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { Id, Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { presentOpenSchoolDetails, presentSchoolInfo } from './presenter.ts';
import { SchoolDetailsSchema, SchoolInfoSchema } from './schemas.ts';

/** School info is the public face of a school: readable by anyone, closed schools included. */
const schoolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/school/schools/open/schoolDetails',
    {
      config: { tenant: true },
      schema: {
        tags: ['schools'],
        summary: 'The current school (tenant from query or header), with its open-school summary',
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(SchoolDetailsSchema), ...errorResponses },
      },
    },
    async (request) => ok(presentOpenSchoolDetails(tenantSchool(request))),
  );

  app.get(
    '/api/school/schools/:id/',
    {
      config: { tenant: { param: 'id' } },
      schema: {
        tags: ['schools'],
        summary: 'A school by id',
        params: Type.Object({ id: Id('School id') }),
        response: { 200: Ok(SchoolInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(presentSchoolInfo(tenantSchool(request))),
  );
};

export default schoolRoutes;
