/** The school convention agreement (spec §3 isSignSchoolConventionAgreementVo, contracts.md §5). */
import { Type, type Static } from 'typebox';
import { Id, Nullable, TenantQuery } from './common.ts';
import { Int4 } from './primitives.ts';

export const AgreementStatusSchema = Type.Object({
  signed: Type.Boolean(),
  needSign: Type.Boolean(),
  agreementUpdated: Type.Boolean({ description: 'Signed an earlier version; the latest needs signing' }),
  latestAgreement: Nullable(
    Type.Object({
      id: Type.String(),
      version: Int4(),
      title: Type.String(),
      url: Type.String({ description: 'GET it for the sanitised text/html body' }),
    }),
  ),
});

export const AgreementLangQuery = {
  lang: Type.Optional(Type.String({ maxLength: 10, description: 'zh-CN or en-US (zh_CN, en_US… accepted)' })),
};

export const AgreementQuery = Type.Object({ ...TenantQuery, ...AgreementLangQuery });

export const AgreementTextParams = Type.Object({ agreementId: Id('Agreement id') });

/** The agreement body is answered as `text/html`, not in an envelope. */
export const AgreementTextSchema = Type.String({ description: 'text/html fragment' });

export type AgreementStatus = Static<typeof AgreementStatusSchema>;
