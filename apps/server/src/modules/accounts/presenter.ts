import type { UserInfo } from '@portico/core';
import type { UsersTable } from '../../db/schema.ts';

type UserFields = Pick<UsersTable, 'id' | 'nick_name' | 'real_name' | 'mobile' | 'email' | 'avatar_url'>;

export function presentUser(row: UserFields): UserInfo {
  return {
    id: row.id,
    nickName: row.nick_name,
    realName: row.real_name,
    mobile: row.mobile,
    email: row.email,
    avatarUrl: row.avatar_url,
  };
}
