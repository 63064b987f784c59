import type { FollowList, PersonCard, PersonDetails, UserRes, Vip } from '@portico/contracts';
import { presentUser } from '../../auth/user-info.ts';
import type { FollowRow, ProfileRow, activeVip, joinedSchools } from './queries.ts';

const DAY_MS = 86_400_000;

export function presentUserRes(row: ProfileRow): UserRes {
  return { ...presentUser(row), createdTime: row.created_at };
}

export function presentVip(row: Awaited<ReturnType<typeof activeVip>>): Vip {
  return {
    isVip: row !== undefined,
    level: row?.level ?? null,
    imageUrl: row?.image_url ?? null,
    expiresAt: row?.expires_at ?? null,
  };
}

export function presentPersonDetails(input: {
  profile: ProfileRow;
  counts: { fansCount: number; focusCount: number };
  isVip: boolean;
  followed: boolean;
  self: boolean;
  schools: Awaited<ReturnType<typeof joinedSchools>>;
  coursesInProgress: number;
  now: Date;
}): PersonDetails {
  const registered = Date.parse(input.profile.created_at);
  return {
    userRes: presentUserRes(input.profile),
    personSpaceVo: input.counts,
    isVip: input.isVip,
    followed: input.followed,
    self: input.self,
    daysSinceRegistration: Number.isFinite(registered)
      ? Math.max(0, Math.floor((input.now.getTime() - registered) / DAY_MS))
      : 0,
    joinedSchools: input.schools.map((school) => ({
      id: school.id,
      name: school.name,
      nameEn: school.name_en,
      role: school.role,
    })),
    coursesInProgress: input.coursesInProgress,
  };
}

function presentPersonCard(row: FollowRow): PersonCard {
  return {
    id: row.id,
    nickName: row.nick_name,
    realName: row.real_name,
    avatarUrl: row.avatar_url,
    isVip: row.vip_level !== null,
    since: row.created_at,
  };
}

export function presentFollowList(
  found: { rows: FollowRow[]; total: number },
  page: { page: number; pageSize: number },
): FollowList {
  return { records: found.rows.map(presentPersonCard), total: found.total, ...page };
}
