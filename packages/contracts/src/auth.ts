/** Login, token renewal and authorization codes (contracts.md §5). */
import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { Count, Int4 } from './primitives.ts';
import { UserInfoSchema } from './accounts.ts';

export const LoginBody = Type.Object({
  account: Type.String({ minLength: 1, maxLength: 254, description: 'E-mail or 11-digit mobile number' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  agreementAccepted: Type.Optional(Type.Boolean()),
});

export const LoginResultSchema = Type.Object({ user: UserInfoSchema });

export const TokenBody = Type.Object({
  grant_type: Type.String({ description: 'refresh_token' }),
  refresh_token: Type.Optional(Type.String()),
});

export const TokenResultSchema = Type.Object({ expiresIn: Int4({ description: 'Seconds' }) });

export const AuthorizeQuery = Type.Object({
  grant_type: Type.String({ description: 'authorization_code' }),
  response_type: Type.String({ description: 'code' }),
  schoolId: Type.Optional(Id('School the code is issued for')),
});

export const AuthCodeSchema = Type.Object({ code: Type.String() });

/** "Sign out everywhere" (issue 9 §4). */
export const RevokedSessionsSchema = Type.Object({
  revokedSessions: Count({ description: 'Refresh families ended' }),
});

export type LoginInput = Static<typeof LoginBody>;
export type LoginResult = Static<typeof LoginResultSchema>;
export type TokenResult = Static<typeof TokenResultSchema>;
