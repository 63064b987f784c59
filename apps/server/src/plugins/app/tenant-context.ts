/**
 * Resolves the school (tenant) of a school-scoped route once per request and puts it on `request.school`.
 * Routes opt in with `config: { tenant: true }` (query/header), `config: { tenant: { param: 'id' } }` (path) or
 * `config: { tenant: { query: 'schoolUuid' } }` (one named query parameter only).
 * Order (contracts.md §3): path param, query tenantId → tenant_id → schoolId, header tenantId → School-Id.
 */
import { isSchoolId } from '@portico/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSchoolById, type SchoolRow } from '../../modules/schools/queries.ts';
import { badRequest, notFound } from '../../shared/http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    tenant?: true | { param: string } | { query: string };
  }
  interface FastifyRequest {
    school: SchoolRow | null;
  }
}

const QUERY_KEYS = ['tenantId', 'tenant_id', 'schoolId'] as const;
const HEADER_KEYS = ['tenantid', 'school-id'] as const;

/** The first tenant candidate present, with where it came from (to name it in errors). */
function tenantCandidate(
  request: FastifyRequest,
  tenant: true | { param: string } | { query: string },
): { source: string; value: string } | null {
  const params = request.params as Record<string, unknown>;
  const query = request.query as Record<string, unknown>;
  if (tenant !== true && 'query' in tenant) {
    const value = query[tenant.query];
    return typeof value === 'string' && value !== '' ? { source: tenant.query, value } : null;
  }
  const param = tenant === true ? null : tenant.param;
  if (param && typeof params[param] === 'string') return { source: param, value: params[param] };
  for (const key of QUERY_KEYS) {
    if (typeof query[key] === 'string' && query[key] !== '') return { source: key, value: query[key] };
  }
  for (const key of HEADER_KEYS) {
    const value = request.headers[key];
    if (typeof value === 'string' && value !== '') return { source: `${key} header`, value };
  }
  return null;
}

export function tenantSchool(request: FastifyRequest): SchoolRow {
  if (!request.school) throw new Error('tenant-context did not run for this route');
  return request.school;
}

export default fp(
  async (app) => {
    app.decorateRequest('school', null);
    app.addHook('preHandler', async (request) => {
      const tenant = request.routeOptions.config.tenant;
      if (!tenant) return;
      const candidate = tenantCandidate(request, tenant);
      if (!candidate) {
        throw badRequest(
          tenant !== true && 'query' in tenant
            ? `${tenant.query} is required`
            : 'A school id is required: pass schoolId (or tenantId) in the query, or a tenantId header',
        );
      }
      if (!isSchoolId(candidate.value) || !/^\d+$/.test(candidate.value)) {
        throw badRequest(`${candidate.source} must be a 19-digit school id`);
      }
      const school = await findSchoolById(app.db, candidate.value);
      if (!school) throw notFound('School not found');
      request.school = school;
    });
  },
  { name: 'tenant-context', dependencies: ['db'] },
);
