/**
 * Console sections about the school itself (issue 13): profile, members and invite codes, sub-schools, hot-search
 * pins, customer service and AI settings. Reads answer `WithVersion(...)`; writes take `Versioned(...)`.
 */
import { CONSOLE_SCHOOL_LIMITS as L, SUPPORTED_LANGUAGES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Id, Nullable, Page } from './common.ts';
import { LocalizedTextsSchema, WithVersion } from './console.ts';
import { Count, PageNumber } from './primitives.ts';

const Lang = Type.Enum([...SUPPORTED_LANGUAGES]);

// ---- profile -------------------------------------------------------------------------------------------------
export const ProfileInputSchema = Type.Object({
  name: Type.String({ maxLength: 200, description: 'School name (core school-name rule: SCHOOL_NAME_*)' }),
  nameEn: Nullable(Type.String({ maxLength: L.SCHOOL_NAME_EN })),
  logoUrl: Nullable(
    Type.String({ maxLength: 500, description: 'An upload of this school, or the current logo' }),
  ),
  description: LocalizedTextsSchema,
  openSchool: Flag({ description: "'1' open, '0' closed to non-members" }),
  languages: Type.Array(Lang, { minItems: 1, maxItems: SUPPORTED_LANGUAGES.length, uniqueItems: true }),
  defaultLang: Lang,
  marketStoreSwitch: Type.Optional(
    Flag({
      description:
        "'1' store-type school (spec §4 store-enabled flag; first-level schools only, a sub-school inherits). Absent: unchanged",
    }),
  ),
});
export type ProfileInput = Static<typeof ProfileInputSchema>;
export const ProfileSchema = Type.Object({
  ...ProfileInputSchema.properties,
  marketStoreSwitch: Flag({ description: "'1' store-type school (a sub-school shows its parent's)" }),
});
export type Profile = Static<typeof ProfileSchema>;
export const VersionedProfileSchema = WithVersion(ProfileSchema);

// ---- members ---------------------------------------------------------------------------------------------------
export const ConsoleRoleSchema = Type.Union([
  Type.Literal('member'),
  Type.Literal('lecturer'),
  Type.Literal('admin'),
]);
export const MemberRowSchema = Type.Object({
  userId: Id('User'),
  name: Type.String({ description: 'Display name (nickName, realName, mobile, email, "--")' }),
  email: Type.String(),
  mobile: Nullable(Type.String()),
  role: ConsoleRoleSchema,
  joinedAt: Type.String(),
  /** Issue 25: an administrator let this member create courses (lecturers and admins always may). */
  creator: Type.Boolean(),
});
export type MemberRow = Static<typeof MemberRowSchema>;
export const MemberPageSchema = WithVersion(Page(MemberRowSchema));
export type MemberPage = Static<typeof MemberPageSchema>;
export const MembersQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: L.MEMBER_SEARCH_MAX, description: 'Name, e-mail or mobile' })),
  page: Type.Optional(PageNumber()),
});
export type MembersFilter = Static<typeof MembersQuery>;
export const ConsoleMemberParams = Type.Object({ schoolId: Id(), userId: Id('Member') });
export const RoleInputSchema = Type.Object({ role: ConsoleRoleSchema });
export const CreatorInputSchema = Type.Object({ creator: Type.Boolean() }, { additionalProperties: false });
export const EmptyInputSchema = Type.Object({});
export const RemovedSchema = Type.Object({ removed: Count() });

export const InviteSchema = Type.Object({
  id: Id('Invite'),
  code: Type.String(),
  expiresAt: Nullable(Type.String({ description: 'ISO 8601; null: never' })),
  createdAt: Type.String(),
});
export type Invite = Static<typeof InviteSchema>;
export const InviteListSchema = WithVersion(Type.Array(InviteSchema));
export type InviteList = Static<typeof InviteListSchema>;
export const InviteInputSchema = Type.Object({
  days: Type.Integer({
    minimum: 0,
    maximum: L.INVITE_DAYS_MAX,
    description: 'Valid for this many days; 0: never expires',
  }),
});
export const InviteParams = Type.Object({ schoolId: Id(), inviteId: Id('Invite') });

// ---- sub-schools -------------------------------------------------------------------------------------------------
export const SubSchoolInputSchema = Type.Object({
  name: Type.String({ maxLength: 200 }),
  nameEn: Nullable(Type.String({ maxLength: L.SCHOOL_NAME_EN })),
  description: Nullable(Type.String({ maxLength: L.DESCRIPTION })),
  openSchool: Flag(),
});
export type SubSchoolInput = Static<typeof SubSchoolInputSchema>;
export const SubSchoolUpdateSchema = Type.Object({
  ...SubSchoolInputSchema.properties,
  closed: Type.Boolean({ description: 'Closed (archived): hidden from lists, admins only' }),
});
export type SubSchoolUpdate = Static<typeof SubSchoolUpdateSchema>;
export const SubSchoolRowSchema = Type.Object({
  id: Id('Sub-school'),
  ...SubSchoolUpdateSchema.properties,
  members: Count(),
});
export type SubSchoolRow = Static<typeof SubSchoolRowSchema>;
export const SubSchoolListSchema = WithVersion(Type.Array(SubSchoolRowSchema));
export type SubSchoolList = Static<typeof SubSchoolListSchema>;
export const SubSchoolParams = Type.Object({ schoolId: Id(), subId: Id('Sub-school') });

// ---- hot-search pins, customer service, AI -----------------------------------------------------------------------
export const HotSearchPinsSchema = Type.Object({
  pins: Type.Array(Type.String({ maxLength: L.HOT_SEARCH_KEYWORD * 4 }), { maxItems: L.HOT_SEARCH_PINS }),
});
export type HotSearchPins = Static<typeof HotSearchPinsSchema>;

export const CustomerServiceSettingsSchema = Type.Object({
  enabled: Type.Boolean({ description: "The switch (stored '1' / '0')" }),
  servicePhone: Nullable(Type.String({ maxLength: L.SERVICE_FIELD })),
  serviceEmail: Nullable(Type.String({ maxLength: L.SERVICE_FIELD })),
  serviceWeChat: Nullable(Type.String({ maxLength: L.SERVICE_FIELD })),
});
export type CustomerServiceSettings = Static<typeof CustomerServiceSettingsSchema>;

export const AiSettingsSchema = Type.Object({
  enabled: Type.Boolean({ description: 'AI entrance visible to the school members' }),
  logoUrl: Nullable(Type.String({ maxLength: L.LOGO_URL, description: 'Header icon (009); null: default' })),
});
export type AiSettings = Static<typeof AiSettingsSchema>;
