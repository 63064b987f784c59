/** School membership, roles and joining by invitation (contracts.md §5). */
import { Type, type Static } from 'typebox';
import { AgreementLangQuery, AgreementStatusSchema } from './agreements.ts';
import { Id, TenantQuery } from './common.ts';

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

export const JoinBody = Type.Object({ inviteCode: Type.String({ minLength: 1, maxLength: 64 }) });
export const JoinResultSchema = Type.Object({ schoolId: Id('School id') });

export const LecturerPermissionSchema = Type.Object({ hasPermission: Type.Boolean() });

export const MemberParams = Type.Object({ userId: Id('User id') });
export const MemberQuery = Type.Object({ schoolUuid: Id('School id') });
export const LecturerPermissionQuery = Type.Object({ ...TenantQuery, userId: Type.Optional(Id('User id')) });
export const OperationQuery = Type.Object({
  ...TenantQuery,
  operationCode: Type.String({ minLength: 1, maxLength: 64, description: 'e.g. TRAINING_CENTER' }),
});
export const OperationHeaders = Type.Object({ user_id: Type.Optional(Id('Must be the logged-in user')) });
export const MemberAllInfosQuery = Type.Object({
  ...TenantQuery,
  ...AgreementLangQuery,
  firstJoin: Type.Optional(Type.String({ maxLength: 10 })),
});

export type Role = Static<typeof RoleSchema>;
export type Member = Static<typeof MemberSchema>;
export type MemberAllInfos = Static<typeof MemberAllInfosSchema>;
export type JoinInput = Static<typeof JoinBody>;
export type JoinResult = Static<typeof JoinResultSchema>;
