/** School convention agreement (contracts.md §5, spec §4 agreement dialog). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentViewer, isMemberOf, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { forbidden, notFound } from '../../shared/http-error.ts';
import { Id, Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { assertCanViewSchoolContent } from '../schools/policy.ts';
import { findSchoolById } from '../schools/queries.ts';
import { toAgreementLang } from './presenter.ts';
import { findAgreement, latestAgreement, recordSignature, withdrawFromSchool } from './queries.ts';
import { agreementHtml } from './sanitize.ts';
import { AgreementLangQuery, AgreementStatusSchema } from './schemas.ts';
import { loadAgreementStatus } from './status.ts';

const PREFIX = '/api/assist/v2/agreement';

const agreementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${PREFIX}/isSignSchoolConventionAgreement`,
    {
      config: { tenant: true, auth: true },
      schema: {
        tags: ['agreements'],
        summary: "The viewer's signing state of the school's latest convention agreement",
        querystring: Type.Object({ ...TenantQuery, ...AgreementLangQuery }),
        response: { 200: Ok(AgreementStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      assertCanViewSchoolContent({ school, viewer });
      return ok(
        await loadAgreementStatus(app.db, {
          schoolId: school.id,
          userId: viewer.userId,
          validMember: isMemberOf(viewer, school.id),
          lang: toAgreementLang(request.query.lang),
        }),
      );
    },
  );

  app.post(
    `${PREFIX}/signSchoolConventionAgreement`,
    {
      config: { tenant: true, auth: true },
      schema: {
        tags: ['agreements'],
        summary: 'Sign the latest version of the school convention agreement',
        querystring: Type.Object({ ...TenantQuery, ...AgreementLangQuery }),
        response: { 200: Ok(AgreementStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      if (!isMemberOf(viewer, school.id))
        throw forbidden('Only members of this school can sign its agreement');
      const latest = await latestAgreement(app.db, school.id);
      if (!latest) throw notFound('This school has no agreement to sign');
      await recordSignature(app.db, latest, viewer.userId);
      return ok(
        await loadAgreementStatus(app.db, {
          schoolId: school.id,
          userId: viewer.userId,
          validMember: true,
          lang: toAgreementLang(request.query.lang),
        }),
      );
    },
  );

  app.delete(
    `${PREFIX}/user/signs`,
    {
      config: { tenant: true, auth: true },
      schema: {
        tags: ['agreements'],
        summary: "Refuse the agreement: removes the viewer's signatures and membership in the school",
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      await withdrawFromSchool(app.db, tenantSchool(request).id, currentViewer(request).userId);
      return ok(null);
    },
  );

  app.get(
    `${PREFIX}/open/text/:agreementId`,
    {
      schema: {
        tags: ['agreements'],
        summary: 'The sanitised HTML body of an agreement (latestAgreement.url)',
        params: Type.Object({ agreementId: Id('Agreement id') }),
        querystring: Type.Object(AgreementLangQuery),
        produces: ['text/html'],
        response: { 200: Type.String({ description: 'text/html fragment' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const agreement = await findAgreement(app.db, request.params.agreementId);
      const school = agreement && (await findSchoolById(app.db, agreement.school_id));
      if (!agreement || !school) throw notFound('Agreement not found');
      assertCanViewSchoolContent({ school, viewer: viewerOf(request) });
      return reply.type('text/html; charset=utf-8').send(agreementHtml(agreement.body));
    },
  );
};

export default agreementRoutes;
