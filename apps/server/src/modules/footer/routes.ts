import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { Nullable, Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { presentFooterTemplate } from './presenter.ts';
import { listFooterTemplates } from './queries.ts';

const FooterNavigation = (depth: number): TSchema =>
  Type.Object({
    showName: Type.String(),
    relateType: Type.String({
      description: 'centerGuide | stuGuide | manGuide | feedback | privacy | custom',
    }),
    relateUrl: Nullable(Type.String()),
    children: Type.Array(depth > 0 ? FooterNavigation(depth - 1) : Type.Unknown()),
  });

const FooterTemplateSchema = Type.Object({
  type: Type.Integer({ description: '1 default template, 2 template with navigation and QR codes' }),
  isUsed: Type.Boolean(),
  copyright: Type.Object({
    company: Nullable(Type.String()),
    beian: Nullable(Type.String()),
    registerSystemInfo: Nullable(Type.String()),
    support: Nullable(Type.String()),
  }),
  footerNavigations: Type.Array(FooterNavigation(2)),
  footerQrCodes: Type.Array(
    Type.Object({
      url: Type.String(),
      urlEn: Nullable(Type.String()),
      urlMobile: Nullable(Type.String()),
      showName: Type.String(),
      explainMobile: Nullable(Type.String()),
    }),
  ),
  versionInformationSwitch: Type.String(),
});

/** The footer is part of a school's public face: closed schools answer too. */
const footerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/portal/api/v1/portal/open/footer',
    {
      config: { tenant: true },
      schema: {
        tags: ['footer'],
        summary: 'Footer templates of a school (the one with isUsed is shown)',
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(Type.Array(FooterTemplateSchema)), ...errorResponses },
      },
    },
    async (request) =>
      ok((await listFooterTemplates(app.db, tenantSchool(request).id)).map(presentFooterTemplate)),
  );
};

export default footerRoutes;
