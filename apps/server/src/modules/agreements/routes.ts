/** School convention agreement (contracts.md §5, spec §4 agreement dialog). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgreementQuery,
  AgreementStatusSchema,
  AgreementTextParams,
  AgreementTextSchema,
  Ok,
  TenantOnlyQuery,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer, isMemberOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/access-gate.ts';
import { fail } from '../../shared/http-error.ts';
import { toAgreementLang } from './presenter.ts';
import { findAgreement, latestAgreement, recordSignature, withdrawFromSchool } from './queries.ts';
import { agreementHtml } from './sanitize.ts';
import { loadAgreementStatus } from './status.ts';
import { access } from '../../shared/access.ts';

const PREFIX = '/api/assist/v2/agreement';

const agreementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${PREFIX}/isSignSchoolConventionAgreement`,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['agreements'],
        summary: "The viewer's signing state of the school's latest convention agreement",
        querystring: AgreementQuery,
        response: { 200: Ok(AgreementStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
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
      config: { access: access.member },
      schema: {
        tags: ['agreements'],
        summary: 'Sign the latest version of the school convention agreement',
        querystring: AgreementQuery,
        response: { 200: Ok(AgreementStatusSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const latest = await latestAgreement(app.db, school.id);
      if (!latest) throw fail('AGREEMENT_NOT_FOUND', 'This school has no agreement to sign');
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
      config: { access: access.member },
      schema: {
        tags: ['agreements'],
        summary: "Refuse the agreement: removes the viewer's signatures and membership in the school",
        querystring: TenantOnlyQuery,
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
      config: { access: access.schoolContent },
      schema: {
        tags: ['agreements'],
        summary: 'The sanitised HTML body of an agreement (latestAgreement.url)',
        params: AgreementTextParams,
        querystring: AgreementQuery,
        produces: ['text/html'],
        response: { 200: AgreementTextSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const agreement = await findAgreement(app.db, tenantSchool(request).id, request.params.agreementId);
      if (!agreement) throw fail('AGREEMENT_NOT_FOUND', 'Agreement not found');
      return reply.type('text/html; charset=utf-8').send(agreementHtml(agreement.body));
    },
  );
};

export default agreementRoutes;
