import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContentLangQuery,
  FooterTemplateSchema,
  Ok,
  TenantQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { isSupportedLanguage } from '@portico/core';
import { Type } from 'typebox';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { presentFooterTemplate } from './presenter.ts';
import { loadLocalizedFooter } from './queries.ts';
import { access } from '../../shared/access.ts';

/** The footer is part of a school's public face: closed schools answer too. */
const footerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.footer.footer,
    {
      config: { access: access.schoolFace, visitorCache: {} },
      schema: {
        tags: ['footer'],
        summary: 'Footer templates of a school (the one with isUsed is shown), texts in the page language',
        querystring: Type.Object({ ...TenantQuery, ...ContentLangQuery }),
        response: { 200: Ok(Type.Array(FooterTemplateSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const asked = request.query['sxz-lang'];
      const lang = isSupportedLanguage(asked) ? asked : schoolDefaultLang(school);
      // Issue 17: through the shell cache (keyed by school, parent and language; dropped by console writes).
      return ok(
        await app.shellCache.get(
          { area: 'api:footer', schools: [school.id, school.parent_id], vary: [lang] },
          async () => {
            const { rows, texts } = await loadLocalizedFooter(app.db, school, lang);
            return rows.map((row) => presentFooterTemplate(row, texts));
          },
        ),
      );
    },
  );
};

export default footerRoutes;
