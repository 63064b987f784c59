import { Type } from 'typebox';
import { Id, Nullable } from '../../shared/schemas.ts';

export const UserInfoSchema = Type.Object({
  id: Id('User id'),
  nickName: Nullable(Type.String()),
  realName: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  email: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
});

export const UpdateMeBody = Type.Object({
  realName: Type.Optional(Type.String({ maxLength: 200 })),
  nickName: Type.Optional(Type.String({ maxLength: 200 })),
});
