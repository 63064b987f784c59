import { Type } from 'typebox';
import { Nullable } from '../../shared/schemas.ts';

export const AgreementStatusSchema = Type.Object({
  signed: Type.Boolean(),
  needSign: Type.Boolean(),
  agreementUpdated: Type.Boolean({ description: 'Signed an earlier version; the latest needs signing' }),
  latestAgreement: Nullable(
    Type.Object({
      id: Type.String(),
      version: Type.Integer(),
      title: Type.String(),
      url: Type.String({ description: 'GET it for the sanitised text/html body' }),
    }),
  ),
});

export const AgreementLangQuery = {
  lang: Type.Optional(Type.String({ maxLength: 10, description: 'zh-CN or en-US (zh_CN, en_US… accepted)' })),
};
