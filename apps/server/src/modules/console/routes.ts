/**
 * The console's own routes (issue 13): the audit log (read-only: nothing in the product edits it) and the
 * current version of every area. Sections register their routes in console-<section> modules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AreaVersionsSchema,
  AuditPageSchema,
  AuditQuery,
  ConsoleParams,
  Ok,
  WorkbenchSchema,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { consoleAdmin } from '../../shared/access.ts';
import { listAudit } from './audit.ts';
import { loadWorkbench } from './page.ts';
import { readVersions } from '../../shared/config-versions.ts';

const consoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['console'];

  app.get(
    API_PATHS.console.audit,
    {
      config: { access: consoleAdmin },
      schema: {
        tags,
        summary: "The school's audit log, newest first, filtered (school administrators)",
        params: ConsoleParams,
        querystring: AuditQuery,
        response: { 200: Ok(AuditPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await listAudit(app.db, tenantSchool(request).id, request.query)),
  );

  app.get(
    API_PATHS.console.workbench,
    {
      config: { access: consoleAdmin },
      schema: {
        tags,
        summary: "The console's overview: counts, versions, the latest changes (school administrators)",
        params: ConsoleParams,
        response: { 200: Ok(WorkbenchSchema), ...errorResponses },
      },
    },
    async (request) => ok(await loadWorkbench({ db: app.db, school: tenantSchool(request) })),
  );

  app.get(
    API_PATHS.console.versions,
    {
      config: { access: consoleAdmin },
      schema: {
        tags,
        summary: 'The current version of every console area (school administrators)',
        params: ConsoleParams,
        response: { 200: Ok(AreaVersionsSchema), ...errorResponses },
      },
    },
    async (request) => ok(await readVersions(app.db, tenantSchool(request).id)),
  );
};

export default consoleRoutes;
