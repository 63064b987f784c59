/**
 * Issue 27 items 2–4: the designer's API. Admins of the school list its composable pages, read one (draft and
 * published), save a draft and publish it — versioned writes of console area `portal-pages` through adminWrite
 * (stale → 409 EDIT_CONFLICT, audit entry, cache drop) — and ask for the live preview of an unsaved draft. A
 * publish drops exactly that page (its cache scope, and the home scope for a HOME page) from the page and shell
 * caches of every instance; a saved draft drops nothing (learners never see it). The course picker of a
 * hand-picked course row finds the school's published courses by title.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsolePortalPageSchema,
  ErrorBody,
  Ok,
  PORTAL_PAGES_API_PATHS,
  PortalCourseOptionSchema,
  PortalCourseOptionsQuery,
  PortalModuleViewSchema,
  PortalPageDocumentSchema,
  PortalPageListSchema,
  PortalPageParams,
  Versioned,
  WithVersion,
  ConsoleParams,
  errorResponses,
  ok,
} from '@portico/contracts';
import { PAGE_TYPE_IDS, portalPageScope, type PortalPageDocument } from '@portico/core';
import { Type } from 'typebox';
import { consoleAdmin } from '../../shared/access.ts';
import { readVersioned } from '../../shared/config-versions.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { fail } from '../../shared/http-error.ts';
import { adminWrite } from '../console/admin-write.ts';
import { checkedDocument, keepBannerUploads } from './checks.ts';
import { courseOptions } from './course-options.ts';
import { knowledgeRowSource } from '../knowledge/portal.ts';
import { presentConsolePage, presentPageList } from './presenter.ts';
import { resolveModules } from './resolve.ts';
import { findPage, loadLayout, publishDraft, saveDraft } from './store.ts';

const tags = ['portal-pages'];
const config = { access: consoleAdmin };
const withConflict = { ...errorResponses, 409: ErrorBody };
const pageAnswer = { 200: Ok(WithVersion(ConsolePortalPageSchema)), ...withConflict };

const portalPagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The page, or 404 before anything is written (another school's page id is not found either). */
  const pageOf = async (schoolId: string, pageId: string) => {
    const page = await findPage(app.db, schoolId, pageId);
    if (!page) throw fail('PORTAL_PAGE_NOT_FOUND', 'No such page in this school');
    return page;
  };

  app.get(
    PORTAL_PAGES_API_PATHS.pages,
    {
      config,
      schema: {
        tags,
        summary: "The school's composable pages (spec §2 page types) with their draft and publish state",
        params: ConsoleParams,
        response: { 200: Ok(WithVersion(PortalPageListSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'portal-pages', presentPageList(app.db, school.id)));
    },
  );

  app.get(
    PORTAL_PAGES_API_PATHS.courseOptions,
    {
      config,
      schema: {
        tags,
        summary: "The course picker: the school's published courses by a part of their title, or by id",
        params: ConsoleParams,
        querystring: PortalCourseOptionsQuery,
        response: { 200: Ok(Type.Array(PortalCourseOptionSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(
        await courseOptions(app.db, {
          schoolId: school.id,
          lang: askedLanguage(request) ?? schoolDefaultLang(school),
          text: request.query.q ?? '',
          ids: request.query.ids ? request.query.ids.split(',') : [],
        }),
      );
    },
  );

  app.get(
    PORTAL_PAGES_API_PATHS.page,
    {
      config,
      schema: {
        tags,
        summary:
          'One page: its draft (what the designer edits), its published modules, classes and categories',
        params: PortalPageParams,
        response: { 200: Ok(WithVersion(ConsolePortalPageSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { pageId } = request.params;
      return ok(
        await readVersioned(app.db, school.id, 'portal-pages', presentConsolePage(app.db, school, pageId)),
      );
    },
  );

  app.put(
    PORTAL_PAGES_API_PATHS.draft,
    {
      config,
      schema: {
        tags,
        summary: 'Save the page draft (previewed by admins, never shown to learners)',
        params: PortalPageParams,
        body: Versioned(PortalPageDocumentSchema),
        response: pageAnswer,
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { pageId } = request.params;
      await pageOf(school.id, pageId);
      const doc = await checkedDocument(app.db, school, request.body.data as PortalPageDocument);
      const result = await adminWrite(request, 'portal-pages', request.body.expectedVersion, async (ctx) => {
        const before = await loadLayout(ctx.trx, school.id, pageId);
        await saveDraft(ctx.trx, {
          schoolId: school.id,
          pageId,
          doc,
          actorId: ctx.actorId,
          now: new Date().toISOString(),
        });
        await keepBannerUploads(ctx.trx, school.id, doc);
        return {
          action: 'save-draft',
          entity: 'portal-page',
          entityId: pageId,
          before: before.draft,
          after: doc,
          result: await presentConsolePage(ctx.trx, school, pageId),
          cacheScopes: [],
        };
      });
      return ok(result);
    },
  );

  app.post(
    PORTAL_PAGES_API_PATHS.publish,
    {
      config,
      schema: {
        tags,
        summary:
          'Publish the saved draft: learners see it from the next request (only this page leaves the caches)',
        params: PortalPageParams,
        body: Versioned(Type.Object({}, { additionalProperties: false })),
        response: pageAnswer,
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { pageId } = request.params;
      const page = await pageOf(school.id, pageId);
      const scopes = [portalPageScope(school.id, pageId)];
      if (page.page_type === PAGE_TYPE_IDS.HOME) scopes.push(portalPageScope(school.id, 'home'));
      const result = await adminWrite(request, 'portal-pages', request.body.expectedVersion, async (ctx) => {
        const before = await loadLayout(ctx.trx, school.id, pageId);
        await publishDraft(ctx.trx, {
          schoolId: school.id,
          pageId,
          actorId: ctx.actorId,
          now: new Date().toISOString(),
        });
        return {
          action: 'publish',
          entity: 'portal-page',
          entityId: pageId,
          before: before.published,
          after: before.draft,
          result: await presentConsolePage(ctx.trx, school, pageId),
          cacheScopes: scopes,
        };
      });
      return ok(result);
    },
  );

  app.post(
    PORTAL_PAGES_API_PATHS.preview,
    {
      config,
      schema: {
        tags,
        summary: "The designer's live preview: an unsaved draft's modules with the data they would show",
        params: PortalPageParams,
        body: PortalPageDocumentSchema,
        response: { 200: Ok(Type.Array(PortalModuleViewSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      await pageOf(school.id, request.params.pageId);
      const doc = await checkedDocument(app.db, school, request.body as PortalPageDocument);
      const views = await resolveModules(
        {
          db: app.db,
          schoolId: school.id,
          lang: askedLanguage(request) ?? schoolDefaultLang(school),
          defaultLang: schoolDefaultLang(school),
          knowledge: knowledgeRowSource(app.db, schoolDefaultLang(school)),
          now: new Date(),
        },
        doc.modules,
      );
      return ok(views);
    },
  );
};

export default portalPagesRoutes;
