/** The client address and the internal-segment check (spec §7; issue 11 §6 certification bar). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClientIpSchema,
  InternalSegmentAnswer,
  Ok,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { isInternalAddress, SUCCESS_CODES } from '@portico/core';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { internalSegments } from './segments.ts';

const certificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.certification.clientIp,
    {
      config: { access: access.public },
      schema: {
        tags: ['certification'],
        summary: 'The client address as the server sees it (behind TRUST_PROXY_HOPS trusted proxies)',
        response: { 200: Ok(ClientIpSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok({ ip: request.ip });
    },
  );

  app.get(
    API_PATHS.certification.segmentCheck,
    {
      config: { access: access.schoolFace },
      schema: {
        tags: ['certification'],
        summary: "Whether the client is inside the school's internal segments (answers code '000000')",
        querystring: TenantOnlyQuery,
        response: { 200: InternalSegmentAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const segments = await internalSegments(app.db, tenantSchool(request));
      return { code: SUCCESS_CODES.INTERNAL_CODE, data: isInternalAddress(request.ip, segments) };
    },
  );
};

export default certificationRoutes;
