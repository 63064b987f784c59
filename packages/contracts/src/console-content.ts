/**
 * The console's content sections (issue 13): footer, bulletins and the school convention agreement. Every text an
 * admin writes is sent per language (`{ zh_CN: '…', en_US: '…' }`); the school's default language is required, the
 * others fall back to it. Every write answers the whole section again with the area's new version.
 */
import { CONTENT_LIMITS, FOOTER_RELATE_TYPES, SUPPORTED_LANGUAGES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Id, Nullable } from './common.ts';
import { Count, SmallInt } from './primitives.ts';

/** Per-language texts with a per-language length bound (missing or blank languages fall back). */
const Texts = (maxLength: number, description: string) =>
  Type.Partial(
    Type.Object(Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, Type.String({ maxLength })]))),
    { description },
  );

const LanguageCodeSchema = Type.Enum([...SUPPORTED_LANGUAGES]);

/** What every content section's form needs: the languages the school offers and the one others fall back to. */
const SectionLanguages = {
  languages: Type.Array(LanguageCodeSchema, { description: 'Languages the school offers (one field each)' }),
  defaultLang: LanguageCodeSchema,
};

/** An empty write body (delete, publish): only the version matters. */
export const ConsoleEmptyData = Type.Object({});

// ——— footer ———

const FooterName = Texts(CONTENT_LIMITS.FOOTER_NAME_MAX, 'Name shown in the footer, per language');
const FooterUrl = Type.String({ maxLength: CONTENT_LIMITS.FOOTER_URL_MAX });

const ConsoleFooterLinkFields = {
  showName: FooterName,
  relateType: Type.Enum([...FOOTER_RELATE_TYPES]),
  relateUrl: Nullable(Type.String({ maxLength: CONTENT_LIMITS.FOOTER_URL_MAX, description: 'custom only' })),
};

export const ConsoleFooterLinkSchema = Type.Object(ConsoleFooterLinkFields);

export const ConsoleFooterColumnSchema = Type.Object({
  ...ConsoleFooterLinkFields,
  children: Type.Array(ConsoleFooterLinkSchema, { maxItems: CONTENT_LIMITS.FOOTER_LINKS_PER_COLUMN_MAX }),
});

export const ConsoleFooterQrCodeSchema = Type.Object({
  url: FooterUrl,
  urlEn: Nullable(FooterUrl),
  urlMobile: Nullable(FooterUrl),
  showName: FooterName,
  explainMobile: Texts(CONTENT_LIMITS.FOOTER_COPYRIGHT_MAX, 'Caption on phones, per language'),
});

const CopyrightText = Type.String({ maxLength: CONTENT_LIMITS.FOOTER_COPYRIGHT_MAX });

/** The footer as the console edits it: which template is used, and the content of the templates. */
export const ConsoleFooterDataSchema = Type.Object({
  usedType: Type.Enum([1, 2], { description: '1 the default footer, 2 columns, QR codes and copyright' }),
  versionInformationSwitch: Flag({ description: "'1' shows the copyright line of template 2" }),
  copyright: Type.Object({
    company: Texts(CONTENT_LIMITS.FOOTER_COPYRIGHT_MAX, 'Company, per language'),
    beian: CopyrightText,
    registerSystemInfo: CopyrightText,
    support: Texts(CONTENT_LIMITS.FOOTER_COPYRIGHT_MAX, 'Support line, per language'),
  }),
  columns: Type.Array(ConsoleFooterColumnSchema, { maxItems: CONTENT_LIMITS.FOOTER_COLUMNS_MAX }),
  qrCodes: Type.Array(ConsoleFooterQrCodeSchema, { maxItems: CONTENT_LIMITS.FOOTER_QR_CODES_MAX }),
});

export const ConsoleFooterViewSchema = Type.Object({ ...SectionLanguages, footer: ConsoleFooterDataSchema });

export type ConsoleFooterLink = Static<typeof ConsoleFooterLinkSchema>;
export type ConsoleFooterColumn = Static<typeof ConsoleFooterColumnSchema>;
export type ConsoleFooterQrCode = Static<typeof ConsoleFooterQrCodeSchema>;
export type ConsoleFooterData = Static<typeof ConsoleFooterDataSchema>;
export type ConsoleFooterView = Static<typeof ConsoleFooterViewSchema>;

// ——— bulletins ———

export const ConsoleBulletinParams = Type.Object({
  schoolId: Id('School or sub-school being managed'),
  bulletinId: Id('Bulletin'),
});

export const ConsoleBulletinInputSchema = Type.Object({
  content: Texts(CONTENT_LIMITS.BULLETIN_CONTENT_MAX, 'Marquee text, per language'),
  startTime: Type.String({ format: 'date-time', description: 'ISO 8601, shown from' }),
  endTime: Type.String({ format: 'date-time', description: 'ISO 8601, shown until (inclusive)' }),
  status: SmallInt({ minimum: 0, maximum: 1, description: '1 active, 0 off' }),
});

export const ConsoleBulletinSchema = Type.Object({
  ...ConsoleBulletinInputSchema.properties,
  id: Id('Bulletin'),
  live: Type.Boolean({
    description: 'Shown to visitors right now (spec §4: status 1 and inside its window)',
  }),
});

export const ConsoleBulletinsViewSchema = Type.Object({
  ...SectionLanguages,
  bulletins: Type.Array(ConsoleBulletinSchema),
});

export type ConsoleBulletinInput = Static<typeof ConsoleBulletinInputSchema>;
export type ConsoleBulletin = Static<typeof ConsoleBulletinSchema>;
export type ConsoleBulletinsView = Static<typeof ConsoleBulletinsViewSchema>;

// ——— agreements ———

export const ConsoleAgreementDraftInputSchema = Type.Object({
  title: Texts(CONTENT_LIMITS.AGREEMENT_TITLE_MAX, 'Title, per language'),
  body: Texts(CONTENT_LIMITS.AGREEMENT_BODY_MAX, 'Rich text (sanitised when saved), per language'),
});

export const ConsoleAgreementVersionSchema = Type.Object({
  id: Id('Agreement version'),
  version: Count(),
  title: Type.String({ description: "In the school's default language" }),
  publishedAt: Nullable(Type.String({ description: 'ISO 8601' })),
  publishedBy: Nullable(Type.String({ description: 'Display name of the publishing admin' })),
  signatures: Count({ description: 'Members who signed this version' }),
});

export const ConsoleAgreementsViewSchema = Type.Object({
  ...SectionLanguages,
  draft: Nullable(
    Type.Object({
      id: Id('Draft'),
      title: Texts(CONTENT_LIMITS.AGREEMENT_TITLE_MAX, 'Title, per language'),
      body: Texts(CONTENT_LIMITS.AGREEMENT_BODY_MAX, 'Sanitised rich text, per language'),
      updatedAt: Type.String({ description: 'ISO 8601' }),
    }),
  ),
  /** Published versions, newest first. */
  versions: Type.Array(ConsoleAgreementVersionSchema),
});

export type ConsoleAgreementDraftInput = Static<typeof ConsoleAgreementDraftInputSchema>;
export type ConsoleAgreementVersion = Static<typeof ConsoleAgreementVersionSchema>;
export type ConsoleAgreementsView = Static<typeof ConsoleAgreementsViewSchema>;

/**
 * The learner's "what changed" (issue 13): the difference between the version they signed and the latest, word by
 * word on the sanitised text (never markup), as parts to show in order.
 */
export const AgreementChangesSchema = Type.Object({
  fromVersion: Count(),
  toVersion: Count(),
  parts: Type.Array(
    Type.Object({
      op: Type.Enum(['same', 'added', 'removed']),
      text: Type.String(),
    }),
  ),
});
export type AgreementChanges = Static<typeof AgreementChangesSchema>;

/** The language of admin-written texts in a public answer (footer, bulletin): missing → the school's default. */
export const ContentLangQuery = {
  'sxz-lang': Type.Optional(
    Type.String({ maxLength: 10, description: 'Page language (zh_CN, en_US, ar_SA…)' }),
  ),
};
