/** Schools (spec §3 SchoolInfo, contracts.md §3 / §5 / §7): the school itself, its academy record, creation. */
import { API_LIMITS, CERTIFICATION_LEVELS, NAV_TEMPLATES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Id, Nullable, Page } from './common.ts';
import { Count } from './primitives.ts';

const CertificationLevelSchema = Type.Enum(Object.values(CERTIFICATION_LEVELS), {
  description: "none '0', person '1', enterprise '2', vendor '3', platform-academy '4'",
});

export const NavigationTemplateSchema = Type.Enum(
  Object.keys(NAV_TEMPLATES) as (keyof typeof NAV_TEMPLATES)[],
  {
    description: 'Navigation template chosen by the school',
  },
);

export const SchoolInfoSchema = Type.Object({
  id: Id('School id'),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  description: Nullable(Type.String()),
  logoUrl: Nullable(Type.String()),
  iconUrl: Nullable(Type.String()),
  version: Flag({ description: '"1" = exclusive: limited switching' }),
  openSchool: Flag({ description: '"1" open to everyone, "0" closed to non-members' }),
  authType: Type.String({ description: '"3" = certified' }),
  isInnerIp: Type.Boolean(),
  loginMethod: Type.String(),
  licenseToSell: Flag(),
  memberLicense: Flag(),
  kind: Type.Union([Type.Literal('standard'), Type.Literal('o3'), Type.Literal('store')], {
    description: "Our classification: the spec's O3 variant is 'o3', store-type schools are 'store'",
  }),
  domain: Nullable(
    Type.String({ description: 'Own domain (host) of the school, or null for the current host' }),
  ),
  parentSchoolId: Nullable(Type.String({ description: 'Parent school id of a sub-school' })),
  certificationLevel: CertificationLevelSchema,
  templateName: NavigationTemplateSchema,
  useDesignedHeader: Flag({ description: "O3 schools use a designed header only when '1'" }),
});

export const SchoolDetailsSchema = Type.Intersect([
  SchoolInfoSchema,
  Type.Object({
    openSchoolDetailsDto: Type.Object({
      schoolId: Type.String(),
      schoolName: Type.String(),
      schoolNameEn: Nullable(Type.String()),
      openSchool: Flag(),
      isPublic: Type.Boolean(),
    }),
  }),
]);

/** An academy card of the switchers (contracts §7); `childrenPage` holds the first sub-schools, recursively. */
export const AcademyRecordSchema = Type.Cyclic(
  {
    AcademyRecord: Type.Object({
      id: Id('School id'),
      name: Type.String(),
      description: Nullable(Type.String()),
      mobileLogoUrl: Nullable(Type.String()),
      openSchool: Flag(),
      configValue: CertificationLevelSchema,
      domain: Nullable(Type.String()),
      parentSchoolId: Nullable(Type.String()),
      isPermission: Type.Boolean({ description: 'The viewer administers this school' }),
      marketStoreSwitch: Flag({
        description: "'1': a store-type school, whose Manage link opens college-info (a sub-school: '0')",
      }),
      onLearnHeadcount: Count(),
      coursesNumber: Count(),
      newestCourseName: Nullable(Type.String()),
      childrenPage: Nullable(Type.Object({ records: Type.Array(Type.Ref('AcademyRecord')), total: Count() })),
    }),
  },
  'AcademyRecord',
);

export const AcademyListSchema = Page(AcademyRecordSchema);

export const CreateSchoolBody = Type.Object({
  name: Type.String({ maxLength: 200, description: `Trimmed; 1–${API_LIMITS.SCHOOL_NAME} characters` }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});

export const SchoolIdParams = Type.Object({ id: Id('School id') });

export type SchoolInfo = Static<typeof SchoolInfoSchema>;
export type SchoolDetails = Static<typeof SchoolDetailsSchema>;
export type AcademyRecord = Static<typeof AcademyRecordSchema>;
export type AcademyList = Static<typeof AcademyListSchema>;
export type CreateSchoolInput = Static<typeof CreateSchoolBody>;
export type OpenSchoolFlag = SchoolInfo['openSchool'];
export type CertificationLevel = SchoolInfo['certificationLevel'];
export type SchoolKind = SchoolInfo['kind'];
