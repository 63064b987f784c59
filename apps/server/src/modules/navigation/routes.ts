import { SUCCESS_CODES } from '@portico/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NavigationSettingsResponse,
  NavigationsResponse,
  TenantOnlyQuery,
  errorResponses,
} from '@portico/contracts';
import { tenantSchool } from '../../plugins/app/access-gate.ts';
import { presentHeaderSettings, presentNavigationGroups } from './presenter.ts';
import { loadHeaderSettings, loadNavigation } from './queries.ts';
import { access } from '../../shared/access.ts';

const navigationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/portal/api/v2/portal/open/navigations',
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['navigation'],
        summary: 'Navigation groups of a school with their pages (three levels) and custom menus',
        querystring: TenantOnlyQuery,
        response: { 200: NavigationsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
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
      config: { access: access.schoolFace },
      schema: {
        tags: ['navigation'],
        summary:
          'Header layout (top/bottom rows, left/right components) and component configs; null = default',
        querystring: TenantOnlyQuery,
        response: { 200: NavigationSettingsResponse, ...errorResponses },
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
