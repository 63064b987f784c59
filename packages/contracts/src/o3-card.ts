/** The O3 header's user card (spec §3 "O3 nickname info", §7 get-nickname-info / get-notice-count). */
import { Type, type Static } from 'typebox';
import { Nullable, TenantQuery } from './common.ts';
import { Count } from './primitives.ts';

/** School by invite code (the spec) or by the usual tenant keys; language cn / en (core o3Language). */
export const O3CardQuery = Type.Object({
  ...TenantQuery,
  inviteCode: Type.Optional(
    Type.String({ minLength: 1, maxLength: 64, description: "The O3 school's invite code" }),
  ),
  language: Type.Optional(Type.Union([Type.Literal('cn'), Type.Literal('en')], { default: 'cn' })),
  env: Type.Optional(Type.Literal('mirror', { description: 'Mirror environment: answers the same data' })),
});

/** null fields for a visitor. */
export const O3NicknameInfoSchema = Type.Object({
  nickName: Nullable(Type.String({ description: 'Display name (spec §3 fallback), at most 12 characters' })),
  nickNameAvatar: Nullable(Type.String()),
});

export const O3NoticeCountSchema = Type.Object({
  count: Count({ description: 'Unread messages in the school' }),
});

export type O3CardQueryInput = Static<typeof O3CardQuery>;
export type O3NicknameInfo = Static<typeof O3NicknameInfoSchema>;
export type O3NoticeCount = Static<typeof O3NoticeCountSchema>;
