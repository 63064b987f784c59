/** The wire shape of a user (spec §3 User info); the viewer carries it, so it lives below the modules. */
import type { UserInfo } from '@portico/contracts';
import type { UsersTable } from '../db/schema.ts';

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
