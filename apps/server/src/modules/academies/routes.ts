/**
 * The academy lists of the school switcher (contracts §7; the joined list, first-schools-all-page, lives in the
 * schools module and shares this module's queries). All answer `{ records: AcademyRecord[], total }`.
 */
import {
  AcademyListSchema,
  OffsetPageQuery,
  Ok,
  PublicQuery,
  SubSchoolQuery,
  VisitedQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { ACADEMY_LISTS } from '@portico/core';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentViewer, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { schoolSearchKeyword } from './policy.ts';
import { askedLanguage } from '../../shared/asked-language.ts';
import { presentAcademyPage } from './presenter.ts';
import { allianceSchools, pageWindow, publicSchools, subSchools, visitedSchools } from './queries.ts';
import { access } from '../../shared/access.ts';

const CHILD_PAGE = ACADEMY_LISTS.PUBLIC_CHILD_PAGE_SIZE;
const listResponse = { 200: Ok(AcademyListSchema), ...errorResponses };

const academyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.academies.joinedUnions,
    {
      config: { access: access.user },
      schema: {
        tags: ['academies'],
        summary: "Open schools of the alliances the viewer's schools belong to, except ones already joined",
        querystring: OffsetPageQuery,
        response: listResponse,
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { page, pageSize, offset } = request.query;
      const rows = await allianceSchools(app.db, viewer.userId, pageWindow(page, pageSize, offset));
      return ok(
        await presentAcademyPage(app.db, rows, {
          viewer,
          childPageSize: CHILD_PAGE,
          lang: askedLanguage(request),
        }),
      );
    },
  );

  app.get(
    API_PATHS.academies.visited,
    {
      config: { access: access.user },
      schema: {
        tags: ['academies'],
        summary:
          'Open, public schools the viewer visited and has not joined (a portal page render records the visit), most recent first',
        querystring: VisitedQuery,
        response: listResponse,
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { pageNumber, pageSize } = request.query;
      const rows = await visitedSchools(app.db, viewer.userId, pageWindow(pageNumber, pageSize));
      return ok(
        await presentAcademyPage(app.db, rows, {
          viewer,
          childPageSize: CHILD_PAGE,
          lang: askedLanguage(request),
        }),
      );
    },
  );

  app.get(
    API_PATHS.academies.openSchools,
    {
      config: { access: access.public },
      schema: {
        tags: ['academies'],
        summary: 'Public academies for anyone: open, public first-level schools (anonymous view)',
        querystring: PublicQuery,
        response: listResponse,
      },
    },
    async (request) => {
      const { pageNumber, pageSize, childPageSize } = request.query;
      const keyword = schoolSearchKeyword(request.query.keyword);
      const rows = await publicSchools(app.db, keyword, pageWindow(pageNumber, pageSize));
      return ok(
        await presentAcademyPage(app.db, rows, { viewer: null, childPageSize, lang: askedLanguage(request) }),
      );
    },
  );

  app.get(
    API_PATHS.academies.openSchoolPermission,
    {
      config: { access: access.user },
      schema: {
        tags: ['academies'],
        summary: 'Public academies for a logged-in viewer, with isPermission (the viewer administers it)',
        querystring: PublicQuery,
        response: listResponse,
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { pageNumber, pageSize, childPageSize } = request.query;
      const keyword = schoolSearchKeyword(request.query.keyword);
      const rows = await publicSchools(app.db, keyword, pageWindow(pageNumber, pageSize));
      return ok(
        await presentAcademyPage(app.db, rows, { viewer, childPageSize, lang: askedLanguage(request) }),
      );
    },
  );

  app.get(
    API_PATHS.academies.subSchoolPage,
    {
      config: { access: { school: 'required', who: 'viewer', from: { query: 'tenantId' } } },
      schema: {
        tags: ['academies'],
        summary: 'Sub-schools of a parent (closed ones only for its members), oldest first',
        querystring: SubSchoolQuery,
        response: listResponse,
      },
    },
    async (request) => {
      const parent = tenantSchool(request);
      const viewer = viewerOf(request);
      const { page, pageSize } = request.query;
      const rows = await subSchools(app.db, parent.id, viewer, pageWindow(page, pageSize));
      return ok(
        await presentAcademyPage(app.db, rows, { viewer, childPageSize: null, lang: askedLanguage(request) }),
      );
    },
  );
};

export default academyRoutes;
