import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AcademyListSchema,
  CreateSchoolBody,
  OffsetPageQuery,
  Ok,
  SchoolDetailsSchema,
  SchoolIdParams,
  SchoolInfoSchema,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { API_LIMITS } from '@portico/core';
import { Type } from 'typebox';
import { currentViewer, isAdminOf, viewerOf } from '../../auth/viewer.ts';
import { newId } from '../../db/ids.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { nameProblem } from '../../shared/names.ts';
import { myAcademies } from './academies.ts';
import { presentOpenSchoolDetails, presentSchoolInfo } from './presenter.ts';
import { createSchoolWithAdmin } from './queries.ts';
import { access } from '../../shared/access.ts';
import { askedLanguage } from '../../shared/asked-language.ts';

/** School info is the public face of a school: readable by anyone, closed schools included. */
const schoolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.schools.details,
    {
      config: { access: access.schoolFace, visitorCache: {} },
      schema: {
        tags: ['schools'],
        summary: 'The current school (tenant from query or header), with its open-school summary',
        querystring: TenantOnlyQuery,
        response: { 200: Ok(SchoolDetailsSchema), ...errorResponses },
      },
    },
    async (request) => ok(presentOpenSchoolDetails(tenantSchool(request))),
  );

  app.get(
    API_PATHS.schools.school,
    {
      config: { access: { school: 'required', who: 'anyone', from: { param: 'id' } } },
      schema: {
        tags: ['schools'],
        summary: 'A school by id',
        params: SchoolIdParams,
        response: { 200: Ok(SchoolInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(presentSchoolInfo(tenantSchool(request))),
  );

  app.get(
    API_PATHS.schools.admin,
    {
      config: { access: { school: 'required', who: 'anyone', from: { param: 'id' } } },
      schema: {
        tags: ['schools'],
        summary: 'Whether the viewer administers the school or sub-school (false for visitors)',
        params: SchoolIdParams,
        response: { 200: Ok(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => ok(isAdminOf(viewerOf(request), tenantSchool(request).id)),
  );

  app.post(
    API_PATHS.schools.create,
    {
      config: { access: access.user },
      schema: {
        tags: ['schools'],
        summary: 'Create a school; the creator becomes its admin',
        body: CreateSchoolBody,
        response: { 200: Ok(SchoolInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const problem = nameProblem('school', 'School name', request.body.name, API_LIMITS.SCHOOL_NAME);
      if (problem) throw problem;
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
    API_PATHS.schools.firstSchoolsAllPage,
    {
      config: { access: access.user },
      schema: {
        tags: ['schools'],
        summary: "The viewer's joined first-level schools (newest first), each with its first sub-schools",
        querystring: OffsetPageQuery,
        response: { 200: Ok(AcademyListSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await myAcademies(app.db, currentViewer(request), request.query, askedLanguage(request))),
  );
};

export default schoolRoutes;
