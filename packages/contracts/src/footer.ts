/** Footer templates (spec §3 footer, contracts.md §3). */
import { FOOTER_RELATE_TYPES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Nullable } from './common.ts';

export const FooterNavigationSchema = Type.Cyclic(
  {
    FooterNavigation: Type.Object({
      showName: Type.String(),
      relateType: Type.Enum([...FOOTER_RELATE_TYPES]),
      relateUrl: Nullable(Type.String()),
      children: Type.Array(Type.Ref('FooterNavigation')),
    }),
  },
  'FooterNavigation',
);

const FooterQrCodeSchema = Type.Object({
  url: Type.String(),
  urlEn: Nullable(Type.String()),
  urlMobile: Nullable(Type.String()),
  showName: Type.String(),
  explainMobile: Nullable(Type.String()),
});

export const FooterTemplateSchema = Type.Object({
  type: Type.Enum([1, 2], { description: '1 default template, 2 template with navigation and QR codes' }),
  isUsed: Type.Boolean(),
  copyright: Type.Object({
    company: Nullable(Type.String()),
    beian: Nullable(Type.String()),
    registerSystemInfo: Nullable(Type.String()),
    support: Nullable(Type.String()),
  }),
  footerNavigations: Type.Array(FooterNavigationSchema),
  footerQrCodes: Type.Array(FooterQrCodeSchema),
  versionInformationSwitch: Flag({ description: "'1' shows the copyright line of template 2" }),
});

export type FooterNavigation = Static<typeof FooterNavigationSchema>;
export type FooterRelateType = FooterNavigation['relateType'];
export type FooterQrCode = Static<typeof FooterQrCodeSchema>;
export type FooterTemplate = Static<typeof FooterTemplateSchema>;
