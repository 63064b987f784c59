/**
 * Switching support calls (contracts §7): union membership, school and platform config, and the cookie-tip
 * choice. Config answers are the public face of a school (readable by anyone, closed schools included).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { viewerOf } from '../../auth/viewer.ts';
import { ID_PATTERN } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { findSchoolById } from '../schools/queries.ts';
import { configOwners, isSchoolConfigType, platformConfig, readConfig, splitList } from './config.ts';
import { cookieOperation } from './policy.ts';
import { ConfigEntrySchema, ConfigQuery, CookieQuery, PlatformConfigSchema } from './schemas.ts';
import { isUnionMember } from './switching.ts';
import { recordCookieChoice } from './visits.ts';

const ID = new RegExp(ID_PATTERN);

/** The school a tenant-optional call names (query, then header), or null when it names no known school. */
async function optionalSchoolId(db: Kysely<Database>, request: FastifyRequest): Promise<string | null> {
  const query = request.query as Record<string, string | undefined>;
  const candidates = [
    query.tenantId,
    query.tenant_id,
    query.schoolId,
    request.headers.tenantid,
    request.headers['school-id'],
  ];
  const id = candidates.find((value): value is string => typeof value === 'string' && ID.test(value));
  return id && (await findSchoolById(db, id)) ? id : null;
}

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ischool/v1/open/tenant-union/check-join-union-as-member',
    {
      config: { tenant: true },
      schema: {
        tags: ['academies'],
        summary: "Whether the viewer is a member of a school in the tenant's alliance (false for visitors)",
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return ok(viewer ? await isUnionMember(app.db, viewer.userId, tenantSchool(request)) : false);
    },
  );

  app.get(
    '/api/school/biz/queryConfig',
    {
      config: { tenant: true },
      schema: {
        tags: ['academies'],
        summary: "The school's config values of the named types (a sub-school inherits its parent's)",
        querystring: ConfigQuery,
        response: { 200: Ok(Type.Array(ConfigEntrySchema)), ...errorResponses },
      },
    },
    async (request) => {
      const types = [...new Set(splitList(request.query.configTypes))].filter(isSchoolConfigType);
      const values = await readConfig(app.db, configOwners(tenantSchool(request)), types);
      return ok(
        types.flatMap((configType) => {
          const configValue = values.get(configType);
          return configValue === undefined ? [] : [{ configType, configValue }];
        }),
      );
    },
  );

  app.get(
    '/api/school/schools/selectSchoolConfig',
    {
      schema: {
        tags: ['academies'],
        summary: 'Platform config of the switchers: the site list and the notify schools',
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(PlatformConfigSchema), ...errorResponses },
      },
    },
    async () => ok(await platformConfig(app.db)),
  );

  app.post(
    '/api/assist/v2/agreement/open/knownCookiesAgreement',
    {
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
        schoolId: await optionalSchoolId(app.db, request),
      });
      return ok(null);
    },
  );
};

export default configRoutes;
