import { SUCCESS_CODES } from '@portico/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentLangQuery,
  NavigationSettingsResponse,
  NavigationsResponse,
  TenantOnlyQuery,
  TenantQuery,
  errorResponses,
  API_PATHS,
} from '@portico/contracts';
import { isSupportedLanguage } from '@portico/core';
import { Type } from 'typebox';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { loadPresentedNavigation } from './document.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { presentHeaderSettings } from './presenter.ts';
import { loadHeaderSettings } from './queries.ts';
import { access } from '../../shared/access.ts';

const navigationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.navigation.navigations,
    {
      config: { access: access.schoolContent, visitorCache: {} },
      schema: {
        tags: ['navigation'],
        summary:
          'Navigation groups of a school with their pages (three levels) and custom menus; titles in sxz-lang',
        querystring: Type.Object({ ...TenantQuery, ...ContentLangQuery }),
        response: { 200: NavigationsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const asked = request.query['sxz-lang'];
      const lang = isSupportedLanguage(asked) ? asked : schoolDefaultLang(school);
      // Issue 17: through the shell cache (keyed by school, parent and language; dropped by console writes).
      const data = await app.shellCache.get(
        { area: 'api:navigations', schools: [school.id, school.parent_id], vary: [lang] },
        () => loadPresentedNavigation(app.db, school, lang),
      );
      return { details: SUCCESS_CODES.DETAILS, data };
    },
  );

  // Header layout is part of a school's public face (like its name and logo), so closed schools answer too.
  app.get(
    API_PATHS.navigation.settings,
    {
      config: { access: access.schoolFace, visitorCache: {} },
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
      const settings = await app.shellCache.get(
        { area: 'api:navigation-settings', schools: [school.id, school.parent_id] },
        async () => presentHeaderSettings(await loadHeaderSettings(app.db, school.id)),
      );
      return { resultCode: SUCCESS_CODES.RESULT_CODE, data: { settings } };
    },
  );
};

export default navigationRoutes;
