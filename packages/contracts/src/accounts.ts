/** The viewer's own account (spec §3 UserInfo, contracts.md §5). */
import { API_LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common.ts';

export const UserInfoSchema = Type.Object({
  id: Id('User id'),
  nickName: Nullable(Type.String()),
  realName: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
});

const NameField = (label: string) =>
  Type.Optional(
    Type.String({
      maxLength: 200,
      description: `${label}: trimmed, 1–${API_LIMITS.USER_NAME} characters, no special characters or emoji`,
    }),
  );

export const UpdateMeBody = Type.Object({
  realName: NameField('Real name'),
  nickName: NameField('Nickname'),
});

export const AuthCodeQuery = Type.Object({
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export type UserInfo = Static<typeof UserInfoSchema>;
export type UpdateMeInput = Static<typeof UpdateMeBody>;
