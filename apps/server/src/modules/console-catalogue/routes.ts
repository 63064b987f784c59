/**
 * Console catalogue texts (issue 23 item 8): `/api/console/{schoolId}/catalogue` lists the school's categories
 * and courses; `…/catalogue/categories/{id}` and `…/catalogue/courses/{id}` read and save one item's texts per
 * language. Admins of the school (or of its parent) only (the gate); writes go through adminWrite (version check,
 * audit entry, shell and page caches dropped) and answer the item again with the area's new version.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsoleCatalogueViewSchema,
  ConsoleCategoryParams,
  ConsoleCategoryTextsSchema,
  ConsoleCourseParams,
  ConsoleCourseTextsSchema,
  ConsoleParams,
  Ok,
  Versioned,
  WithVersion,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { consoleAdmin } from '../../shared/access.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { adminWrite } from '../console/admin-write.ts';
import { readVersioned } from '../../shared/config-versions.ts';
import {
  loadCatalogueList,
  loadCategoryTexts,
  loadCourseTexts,
  saveCategoryTexts,
  saveCourseTexts,
} from './store.ts';

const consoleCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: consoleAdmin };

  app.get(
    API_PATHS.consoleCatalogue.list,
    {
      config,
      schema: {
        tags: ['console'],
        summary: "The school's categories and courses whose texts the console edits per language",
        params: ConsoleParams,
        response: { 200: Ok(ConsoleCatalogueViewSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(await readVersioned(app.db, school.id, 'catalogue', loadCatalogueList(app.db, school)));
    },
  );

  app.get(
    API_PATHS.consoleCatalogue.category,
    {
      config,
      schema: {
        tags: ['console'],
        summary: "One category's title per language",
        params: ConsoleCategoryParams,
        response: { 200: Ok(WithVersion(ConsoleCategoryTextsSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(
        await readVersioned(
          app.db,
          school.id,
          'catalogue',
          loadCategoryTexts(app.db, school, request.params.categoryId),
        ),
      );
    },
  );

  app.put(
    API_PATHS.consoleCatalogue.category,
    {
      config,
      schema: {
        tags: ['console'],
        summary: "Save a category's title per language (stale expectedVersion → 409 EDIT_CONFLICT)",
        params: ConsoleCategoryParams,
        body: Versioned(ConsoleCategoryTextsSchema),
        response: { 200: Ok(WithVersion(ConsoleCategoryTextsSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { categoryId } = request.params;
      return ok(
        await adminWrite(request, 'catalogue', request.body.expectedVersion, async ({ trx, school }) => {
          const { before, after } = await saveCategoryTexts(trx, school, categoryId, request.body.data);
          return { action: 'update', entity: 'category', entityId: categoryId, before, after, result: after };
        }),
      );
    },
  );

  app.get(
    API_PATHS.consoleCatalogue.course,
    {
      config,
      schema: {
        tags: ['console'],
        summary: "One course's name, description, lecturer and outline titles per language",
        params: ConsoleCourseParams,
        response: { 200: Ok(WithVersion(ConsoleCourseTextsSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      return ok(
        await readVersioned(
          app.db,
          school.id,
          'catalogue',
          loadCourseTexts(app.db, school, request.params.courseId),
        ),
      );
    },
  );

  app.put(
    API_PATHS.consoleCatalogue.course,
    {
      config,
      schema: {
        tags: ['console'],
        summary:
          "Save a course's name, description, lecturer and outline titles per language, live at once; the texts " +
          "changed also go into the course's authoring draft (stale → 409 EDIT_CONFLICT; a draft changed meanwhile " +
          '→ 409 DRAFT_VERSION_STALE)',
        params: ConsoleCourseParams,
        body: Versioned(ConsoleCourseTextsSchema),
        response: { 200: Ok(WithVersion(ConsoleCourseTextsSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const { courseId } = request.params;
      return ok(
        await adminWrite(
          request,
          'catalogue',
          request.body.expectedVersion,
          async ({ trx, school, actorId }) => {
            const { before, after } = await saveCourseTexts(
              trx,
              school,
              courseId,
              request.body.data,
              actorId,
            );
            return { action: 'update', entity: 'course', entityId: courseId, before, after, result: after };
          },
        ),
      );
    },
  );
};

export default consoleCatalogueRoutes;
