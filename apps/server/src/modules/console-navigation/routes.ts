/**
 * Console routes of the navigation and header sections (issue 13 §1–2, §5). Navigation has two states: the
 * published navigation every visitor sees, and one draft per school that only admins preview (spec §2 preview);
 * saving a draft, publishing and discarding are versioned writes of area 'navigation'. The header layout is saved
 * directly (area 'header'). Every route is `consoleAdmin`; every write goes through adminWrite (version check,
 * audit before/after, shell event so the next visitor sees a publish at once).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleParams,
  ErrorBody,
  HeaderSettingsInputSchema,
  NavigationDocumentSchema,
  Ok,
  Versioned,
  VersionedConsoleHeaderSchema,
  VersionedConsoleNavigationSchema,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import type { NavigationDocument } from '@portico/core';
import { Type } from 'typebox';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { consoleAdmin } from '../../shared/access.ts';
import { adminWrite } from '../console/admin-write.ts';
import { readVersioned } from '../../shared/config-versions.ts';
import {
  loadNavigationDocument,
  loadNavigationDraft,
  writeNavigationDocument,
} from '../navigation/document.ts';
import { assertValidHeader, loadConsoleHeader, writeHeader } from './header.ts';
import { assertValidDocument, deleteDraft, loadConsoleNavigation, saveDraft } from './service.ts';

const tags = ['console'];
const config = { access: consoleAdmin };
const withConflict = { ...errorResponses, 409: ErrorBody };
const answer = { 200: Ok(VersionedConsoleNavigationSchema), ...withConflict };

const consoleNavigationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.consoleNavigation.navigation,
    {
      config,
      schema: {
        tags,
        summary: 'Navigation document: published and draft, the school languages and pages',
        params: ConsoleParams,
        response: { 200: Ok(VersionedConsoleNavigationSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'navigation', loadConsoleNavigation(app.db, school)));
    },
  );

  app.put(
    API_PATHS.consoleNavigation.draft,
    {
      config,
      schema: {
        tags,
        summary: 'Save the navigation draft (previewed by admins, never shown to visitors)',
        params: ConsoleParams,
        body: Versioned(NavigationDocumentSchema),
        response: answer,
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const doc = request.body.data as NavigationDocument;
      await assertValidDocument(app.db, school, doc);
      const result = await adminWrite(request, 'navigation', request.body.expectedVersion, async (ctx) => {
        const before = await loadNavigationDraft(ctx.trx, school.id);
        await saveDraft(ctx.trx, school.id, doc, ctx.actorId);
        return {
          action: 'save-draft',
          entity: 'navigation',
          before: before?.document ?? null,
          after: doc,
          result: await loadConsoleNavigation(ctx.trx, school),
        };
      });
      return ok(result);
    },
  );

  app.post(
    API_PATHS.consoleNavigation.publish,
    {
      config,
      schema: {
        tags,
        summary:
          'Publish a navigation document: every visitor sees it from the next request; the draft is removed',
        params: ConsoleParams,
        body: Versioned(NavigationDocumentSchema),
        response: answer,
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const doc = request.body.data as NavigationDocument;
      await assertValidDocument(app.db, school, doc);
      const defaultLang = schoolDefaultLang(school);
      const result = await adminWrite(request, 'navigation', request.body.expectedVersion, async (ctx) => {
        const before = await loadNavigationDocument(ctx.trx, school.id, defaultLang);
        const after = await writeNavigationDocument(ctx.trx, school.id, doc, defaultLang);
        await deleteDraft(ctx.trx, school.id);
        return {
          action: 'publish',
          entity: 'navigation',
          before,
          after,
          result: await loadConsoleNavigation(ctx.trx, school),
        };
      });
      return ok(result);
    },
  );

  app.delete(
    API_PATHS.consoleNavigation.draft,
    {
      config,
      schema: {
        tags,
        summary: 'Discard the navigation draft (the published navigation stays)',
        params: ConsoleParams,
        body: Versioned(Type.Object({})),
        response: answer,
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const result = await adminWrite(request, 'navigation', request.body.expectedVersion, async (ctx) => {
        const before = await loadNavigationDraft(ctx.trx, school.id);
        await deleteDraft(ctx.trx, school.id);
        return {
          action: 'discard-draft',
          entity: 'navigation',
          before: before?.document ?? null,
          after: null,
          result: await loadConsoleNavigation(ctx.trx, school),
        };
      });
      return ok(result);
    },
  );

  app.get(
    API_PATHS.consoleNavigation.header,
    {
      config,
      schema: {
        tags,
        summary: 'Header layout by component code 001–011 (null: the default header)',
        params: ConsoleParams,
        response: { 200: Ok(VersionedConsoleHeaderSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'header', loadConsoleHeader(app.db, school.id)));
    },
  );

  app.put(
    API_PATHS.consoleNavigation.header,
    {
      config,
      schema: {
        tags,
        summary: 'Save the header layout and component configs (null resets to the default header)',
        params: ConsoleParams,
        body: Versioned(HeaderSettingsInputSchema),
        response: { 200: Ok(VersionedConsoleHeaderSchema), ...withConflict },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const settings = assertValidHeader(request.body.data);
      const result = await adminWrite(request, 'header', request.body.expectedVersion, async (ctx) => {
        const before = await loadConsoleHeader(ctx.trx, school.id);
        await writeHeader(ctx.trx, school.id, settings);
        const after = await loadConsoleHeader(ctx.trx, school.id);
        return { action: 'update', entity: 'header', before, after, result: after };
      });
      return ok(result);
    },
  );
};

export default consoleNavigationRoutes;
