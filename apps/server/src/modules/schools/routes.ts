import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentViewer, isAdminOf, viewerOf } from '../../auth/viewer.ts';
import { newId } from '../../db/ids.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { badRequest } from '../../shared/http-error.ts';
import { nameProblem } from '../../shared/names.ts';
import { Id, Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { myAcademies } from './academies.ts';
import { presentOpenSchoolDetails, presentSchoolInfo } from './presenter.ts';
import { createSchoolWithAdmin } from './queries.ts';
import { AcademyRecordSchema, CreateSchoolBody, SchoolDetailsSchema, SchoolInfoSchema } from './schemas.ts';

export const SCHOOL_NAME_MAX = 50;

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

  app.get(
    '/api/school/schools/:id/admin/',
    {
      config: { tenant: { param: 'id' } },
      schema: {
        tags: ['schools'],
        summary: 'Whether the viewer administers the school or sub-school (false for visitors)',
        params: Type.Object({ id: Id('School id') }),
        response: { 200: Ok(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => ok(isAdminOf(viewerOf(request), tenantSchool(request).id)),
  );

  app.post(
    '/api/school/schools/',
    {
      config: { auth: true },
      schema: {
        tags: ['schools'],
        summary: 'Create a school; the creator becomes its admin',
        body: CreateSchoolBody,
        response: { 200: Ok(SchoolInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const problem = nameProblem('School name', request.body.name, SCHOOL_NAME_MAX);
      if (problem) throw badRequest(problem);
      const school = await createSchoolWithAdmin(app.db, {
        id: newId(),
        name: request.body.name.trim(),
        description: request.body.description?.trim() || null,
        creatorId: viewer.userId,
      });
      return ok(presentSchoolInfo(school));
    },
  );

  app.get(
    '/api/ischool/v1/schools/first-schools-all-page',
    {
      config: { auth: true },
      schema: {
        tags: ['schools'],
        summary: "The viewer's joined first-level schools (newest first), each with its first sub-schools",
        querystring: Type.Object({
          page: Type.Integer({ minimum: 1, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
          // Contracts §7: the switcher loads 4, then 10 more from offset = records held.
          offset: Type.Optional(
            Type.Integer({ minimum: 0, description: 'Skip this many records (overrides page)' }),
          ),
        }),
        response: {
          200: Ok(Type.Object({ records: Type.Array(AcademyRecordSchema), total: Type.Integer() })),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(await myAcademies(app.db, currentViewer(request), request.query)),
  );
};

export default schoolRoutes;
