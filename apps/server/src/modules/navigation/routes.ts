import { SUCCESS_CODES } from '@portico/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { Nullable, TenantQuery, errorResponses } from '../../shared/schemas.ts';
import { assertCanViewSchoolContent } from '../schools/policy.ts';
import { presentHeaderSettings, presentNavigationGroups } from './presenter.ts';
import { loadHeaderSettings, loadNavigation } from './queries.ts';
import { HeaderSettingsSchema, NavigationGroupSchema } from './schemas.ts';

const navigationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/portal/api/v2/portal/open/navigations',
    {
      config: { tenant: true },
      schema: {
        tags: ['navigation'],
        summary: 'Navigation groups of a school with their pages (three levels) and custom menus',
        querystring: Type.Object(TenantQuery),
        response: {
          200: Type.Object({
            details: Type.Literal(SUCCESS_CODES.DETAILS),
            data: Type.Array(NavigationGroupSchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      assertCanViewSchoolContent({ school, viewer: viewerOf(request) });
      return {
        details: SUCCESS_CODES.DETAILS,
        data: presentNavigationGroups(await loadNavigation(app.db, school.id)),
      };
    },
  );

  // Header layout is part of a school's public face (like its name and logo), so closed schools answer too.
  app.get(
    '/api/portal/api/v2/portal/open/navigation-settings',
    {
      config: { tenant: true },
      schema: {
        tags: ['navigation'],
        summary:
          'Header layout (top/bottom rows, left/right components) and component configs; null = default',
        querystring: Type.Object(TenantQuery),
        response: {
          200: Type.Object({
            resultCode: Type.Literal(SUCCESS_CODES.RESULT_CODE),
            data: Type.Object({ settings: Nullable(HeaderSettingsSchema) }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const settings = presentHeaderSettings(await loadHeaderSettings(app.db, school.id));
      return { resultCode: SUCCESS_CODES.RESULT_CODE, data: { settings } };
    },
  );
};

export default navigationRoutes;
