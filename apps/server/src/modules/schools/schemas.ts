import { Type } from 'typebox';
import { Id, Nullable } from '../../shared/schemas.ts';

const Flag = Type.Union([Type.Literal('0'), Type.Literal('1')]);

export const SchoolInfoSchema = Type.Object({
  id: Id('School id'),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  description: Nullable(Type.String()),
  logoUrl: Nullable(Type.String()),
  iconUrl: Nullable(Type.String()),
  version: Flag,
  openSchool: Flag,
  authType: Type.String(),
  isInnerIp: Type.Boolean(),
  loginMethod: Type.String(),
  licenseToSell: Flag,
  memberLicense: Flag,
  kind: Type.Union([Type.Literal('standard'), Type.Literal('o3'), Type.Literal('store')]),
  domain: Nullable(Type.String()),
  parentSchoolId: Nullable(Type.String()),
  certificationLevel: Type.String(),
  templateName: Type.String(),
  useDesignedHeader: Flag,
});

export const SchoolDetailsSchema = Type.Intersect([
  SchoolInfoSchema,
  Type.Object({
    openSchoolDetailsDto: Type.Object({
      schoolId: Type.String(),
      schoolName: Type.String(),
      schoolNameEn: Nullable(Type.String()),
      openSchool: Flag,
      isPublic: Type.Boolean(),
    }),
  }),
]);

const AcademyFields = {
  id: Id('School id'),
  name: Type.String(),
  description: Nullable(Type.String()),
  mobileLogoUrl: Nullable(Type.String()),
  openSchool: Flag,
  configValue: Type.String({ description: 'Certification level' }),
  domain: Nullable(Type.String()),
  parentSchoolId: Nullable(Type.String()),
  isPermission: Type.Boolean({ description: 'The viewer administers this school' }),
  onLearnHeadcount: Type.Integer(),
  coursesNumber: Type.Integer(),
  newestCourseName: Nullable(Type.String()),
};

const SubAcademySchema = Type.Object({
  ...AcademyFields,
  childrenPage: Nullable(Type.Object({ records: Type.Array(Type.Unknown()), total: Type.Integer() })),
});

export const AcademyRecordSchema = Type.Object({
  ...AcademyFields,
  childrenPage: Nullable(Type.Object({ records: Type.Array(SubAcademySchema), total: Type.Integer() })),
});

export const CreateSchoolBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});
