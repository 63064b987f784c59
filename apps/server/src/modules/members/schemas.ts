import { Type } from 'typebox';
import { AgreementStatusSchema } from '../agreements/schemas.ts';
import { Id } from '../../shared/schemas.ts';

export const RoleSchema = Type.Union([
  Type.Literal('member'),
  Type.Literal('lecturer'),
  Type.Literal('admin'),
]);

export const MemberSchema = Type.Object({
  userId: Id('User id'),
  schoolId: Id('School id'),
  role: RoleSchema,
  joinedAt: Type.String({ description: 'ISO 8601' }),
});

export const MemberAllInfosSchema = Type.Object({
  validMemberOfSchool: Type.Boolean(),
  isSignSchoolConventionAgreementVo: AgreementStatusSchema,
});

export const OPERATION_CODES = ['TRAINING_CENTER'] as const;
