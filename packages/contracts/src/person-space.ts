/**
 * Personal space (spec §3 "personSpaceVo with fansCount, focusCount", "userRes.createdTime"; §7
 * selectUserInfo / selectPersonDetails / searchVipWithImageJson; issue 11 §3–§4): the profile, fans and follows,
 * the VIP badge and the avatar.
 */
import { API_LIMITS, PERSON_SPACE_TABS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { UserInfoSchema } from './accounts.ts';
import { Id, Nullable, TenantQuery } from './common.ts';
import { BoundedInt, Count, INT4_MAX, PageNumber, PageSize } from './primitives.ts';

export const PersonSpaceVoSchema = Type.Object({ fansCount: Count(), focusCount: Count() });

export const UserResSchema = Type.Object({
  ...UserInfoSchema.properties,
  createdTime: Type.String({ description: 'ISO 8601: when the user registered' }),
});

export const SelectUserInfoSchema = Type.Object({ userRes: UserResSchema });

export const PersonDetailsQuery = Type.Object({
  ...TenantQuery,
  userId: Type.Optional(Id('Whose space (default: the viewer); a member of the school')),
});

export const JoinedSchoolSchema = Type.Object({
  id: Id('School id'),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  role: Type.String(),
});

export const PersonDetailsSchema = Type.Object({
  userRes: UserResSchema,
  personSpaceVo: PersonSpaceVoSchema,
  isVip: Type.Boolean(),
  /** The viewer follows this user in this school (false on one's own space). */
  followed: Type.Boolean(),
  self: Type.Boolean(),
  daysSinceRegistration: Count(),
  joinedSchools: Type.Array(JoinedSchoolSchema),
  coursesInProgress: Count(),
});

/** One fan or followed user of a space. */
export const PersonCardSchema = Type.Object({
  id: Id('User id'),
  nickName: Nullable(Type.String()),
  realName: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  isVip: Type.Boolean(),
  since: Type.String({ description: 'ISO 8601: when the follow began' }),
});

export const PersonTabSchema = Type.Union(PERSON_SPACE_TABS.map((tab) => Type.Literal(tab)));

export const FollowListQuery = Type.Object({
  ...TenantQuery,
  userId: Type.Optional(Id('Whose fans/follows (default: the viewer)')),
  type: Type.Union([Type.Literal('fan'), Type.Literal('follow')]),
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.LIST_PAGE_SIZE_MAX, API_LIMITS.FOLLOW_PAGE_SIZE),
});

export const FollowListSchema = Type.Object({
  records: Type.Array(PersonCardSchema),
  total: Count(),
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.LIST_PAGE_SIZE_MAX, API_LIMITS.FOLLOW_PAGE_SIZE),
});

export const FollowParams = Type.Object({ userId: Id('The user to follow or unfollow') });
export const FollowResultSchema = Type.Object({
  followed: Type.Boolean(),
  personSpaceVo: PersonSpaceVoSchema,
});

export const VipQuery = Type.Object({
  userId: Id('User id'),
  random: Type.Optional(
    BoundedInt({ minimum: 0, maximum: INT4_MAX, description: 'The 5-minute time bucket (cache key)' }),
  ),
});
export const VipSchema = Type.Object({
  isVip: Type.Boolean(),
  level: Nullable(Type.String()),
  imageUrl: Nullable(Type.String({ description: 'Badge image' })),
  expiresAt: Nullable(Type.String({ description: 'ISO 8601' })),
});

export const AvatarBody = Type.Object({
  image: Type.String({
    maxLength: API_LIMITS.AVATAR_DATA_URL_MAX,
    description: 'data:image/png|jpeg|gif;base64,… (at most 512 KiB decoded)',
  }),
});
export const AvatarParams = Type.Object({ userId: Id('User id') });

export type PersonSpaceVo = Static<typeof PersonSpaceVoSchema>;
export type UserRes = Static<typeof UserResSchema>;
export type PersonDetails = Static<typeof PersonDetailsSchema>;
export type PersonCard = Static<typeof PersonCardSchema>;
export type FollowList = Static<typeof FollowListSchema>;
export type FollowResult = Static<typeof FollowResultSchema>;
export type Vip = Static<typeof VipSchema>;
export type JoinedSchool = Static<typeof JoinedSchoolSchema>;
