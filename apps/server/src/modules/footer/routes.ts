import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FooterTemplateSchema, Ok, TenantOnlyQuery, errorResponses, ok } from '@portico/contracts';
import { Type } from 'typebox';
import { tenantSchool } from '../../plugins/app/access-gate.ts';
import { presentFooterTemplate } from './presenter.ts';
import { listFooterTemplates } from './queries.ts';
import { access } from '../../shared/access.ts';

/** The footer is part of a school's public face: closed schools answer too. */
const footerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/portal/api/v1/portal/open/footer',
    {
      config: { access: access.schoolFace },
      schema: {
        tags: ['footer'],
        summary: 'Footer templates of a school (the one with isUsed is shown)',
        querystring: TenantOnlyQuery,
        response: { 200: Ok(Type.Array(FooterTemplateSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok((await listFooterTemplates(app.db, tenantSchool(request).id)).map(presentFooterTemplate)),
  );
};

export default footerRoutes;
