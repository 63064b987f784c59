/** School convention agreement (contracts.md §5, spec §4 agreement dialog). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AgreementChangesSchema,
  AgreementQuery,
  AgreementStatusSchema,
  AgreementTextParams,
  AgreementTextSchema,
  ContentLangQuery,
  Nullable,
  Ok,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer, isMemberOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { fail } from '../../shared/http-error.ts';
import { toAgreementLang } from './presenter.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { agreementPlainText, diffAgreementTexts } from './changes.ts';
import { agreementContentLang, localizedAgreementField } from './localize.ts';
import {
  findAgreement,
  findPublishedVersion,
  latestAgreement,
  recordSignature,
  signedVersions,
  withdrawFromSchool,
} from './queries.ts';
import { agreementHtml } from './sanitize.ts';
import { loadAgreementStatus } from './status.ts';
import { access } from '../../shared/access.ts';

const agreementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.agreements.isSigned,
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
          contentLang: agreementContentLang(undefined, request.query.lang),
        }),
      );
    },
  );

  app.post(
    API_PATHS.agreements.sign,
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
          contentLang: agreementContentLang(undefined, request.query.lang),
        }),
      );
    },
  );

  app.delete(
    API_PATHS.agreements.signs,
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
    API_PATHS.agreements.text,
    {
      config: { access: access.schoolContent },
      schema: {
        tags: ['agreements'],
        summary: 'The sanitised HTML body of an agreement (latestAgreement.url)',
        params: AgreementTextParams,
        querystring: Type.Object({ ...AgreementQuery.properties, ...ContentLangQuery }),
        produces: ['text/html'],
        response: { 200: AgreementTextSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const agreement = await findAgreement(app.db, tenantSchool(request).id, request.params.agreementId);
      if (!agreement) throw fail('AGREEMENT_NOT_FOUND', 'Agreement not found');
      const lang = agreementContentLang(request.query['sxz-lang'], request.query.lang);
      const body = await localizedAgreementField(app.db, agreement, 'body', agreement.body, lang);
      return reply.type('text/html; charset=utf-8').send(agreementHtml(body));
    },
  );

  app.get(
    API_PATHS.agreements.changes,
    {
      config: { access: access.member },
      schema: {
        tags: ['agreements'],
        summary:
          'What changed between the version the viewer signed last and the latest (null: nothing signed before)',
        querystring: Type.Object({ ...AgreementQuery.properties, ...ContentLangQuery }),
        response: { 200: Ok(Nullable(AgreementChangesSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const [latest, signed] = await Promise.all([
        latestAgreement(app.db, school.id),
        signedVersions(app.db, school.id, viewer.userId),
      ]);
      const from = latest ? Math.max(0, ...signed.filter((v) => v < latest.version)) : 0;
      if (!latest || from === 0 || signed.includes(latest.version)) return ok(null);
      const [older, newer] = await Promise.all([
        findPublishedVersion(app.db, school.id, from),
        findAgreement(app.db, school.id, latest.id),
      ]);
      if (!older || !newer) return ok(null);
      const lang =
        agreementContentLang(request.query['sxz-lang'], request.query.lang) ?? schoolDefaultLang(school);
      const [before, after] = await Promise.all([
        localizedAgreementField(app.db, older, 'body', older.body, lang),
        localizedAgreementField(app.db, newer, 'body', newer.body, lang),
      ]);
      return ok({
        fromVersion: older.version,
        toVersion: newer.version,
        parts: diffAgreementTexts(agreementPlainText(before), agreementPlainText(after), lang),
      });
    },
  );
};

export default agreementRoutes;
