/**
 * Switching support calls (contracts §7): union membership, school and platform config, and the cookie-tip
 * choice. Config answers are the public face of a school (readable by anyone, closed schools included).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConfigEntrySchema,
  ConfigQuery,
  CookieQuery,
  MarketConfigSchema,
  Ok,
  PlatformConfigSchema,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { Type } from 'typebox';
import { viewerOf } from '../../auth/viewer.ts';
import { tenantSchool, visibleTenantSchool } from '../../shared/tenant-school.ts';
import { configOwners, isSchoolConfigType, platformConfig, readConfig, splitList } from './config.ts';
import { cookieOperation } from './policy.ts';
import { presentMarketConfig } from './presenter.ts';
import { isUnionMember } from './switching.ts';
import { recordCookieChoice } from './visits.ts';
import { access } from '../../shared/access.ts';

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.academies.checkJoinUnion,
    {
      config: { access: access.schoolFace },
      schema: {
        tags: ['academies'],
        summary: "Whether the viewer is a member of a school in the tenant's alliance (false for visitors)",
        querystring: TenantOnlyQuery,
        response: { 200: Ok(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return ok(viewer ? await isUnionMember(app.db, viewer.userId, tenantSchool(request)) : false);
    },
  );

  app.get(
    API_PATHS.academies.queryConfig,
    {
      config: { access: access.schoolFace, visitorCache: {} },
      schema: {
        tags: ['academies'],
        summary: "The school's config values of the named types (a sub-school inherits its parent's)",
        querystring: ConfigQuery,
        response: { 200: Ok(Type.Array(ConfigEntrySchema)), ...errorResponses },
      },
    },
    async (request) => {
      const types = [...new Set(splitList(request.query.configTypes))].filter(isSchoolConfigType);
      const school = tenantSchool(request);
      // Issue 17: school config (languages, switches, customer service) is shell data: through the shell cache.
      const values = new Map(
        Object.entries(
          await app.shellCache.get(
            { area: 'api:config', schools: [school.id, school.parent_id], vary: [...types].sort() },
            async () => Object.fromEntries(await readConfig(app.db, configOwners(school), types)),
          ),
        ),
      );
      return ok(
        types.flatMap((configType) => {
          const configValue = values.get(configType);
          return configValue === undefined ? [] : [{ configType, configValue }];
        }),
      );
    },
  );

  app.get(
    API_PATHS.academies.marketConfig,
    {
      config: { access: access.schoolFace },
      schema: {
        tags: ['academies'],
        summary:
          "The school's store-enabled flag (spec §4/§7): marketStoreSwitch '1' for a store-type school",
        querystring: TenantOnlyQuery,
        response: { 200: Ok(MarketConfigSchema), ...errorResponses },
      },
    },
    async (request) => ok(presentMarketConfig(tenantSchool(request))),
  );

  app.get(
    API_PATHS.academies.schoolConfig,
    {
      config: { access: access.public },
      schema: {
        tags: ['academies'],
        summary: 'Platform config of the switchers: the site list and the notify schools',
        querystring: TenantOnlyQuery,
        response: { 200: Ok(PlatformConfigSchema), ...errorResponses },
      },
    },
    async () => ok(await platformConfig(app.db)),
  );

  app.post(
    API_PATHS.academies.knownCookiesAgreement,
    {
      config: { access: { school: 'optional', who: 'anyone' } },
      schema: {
        tags: ['academies'],
        summary: 'Record the cookie-tip choice: operation 1 accept, 0 reject',
        querystring: CookieQuery,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      const operation = cookieOperation(request.query.operation);
      await recordCookieChoice(app.db, {
        operation,
        userId: viewerOf(request)?.userId ?? null,
        // A choice made on a closed school's page by a non-member is recorded, but not as that school's.
        schoolId: visibleTenantSchool(request)?.id ?? null,
      });
      return ok(null);
    },
  );
};

export default configRoutes;
