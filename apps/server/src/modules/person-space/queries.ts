/** Personal space (issue 11 §3–§4): profile, fans and follows per school, VIP, joined schools. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { ACTIVE } from '../../repositories/roles.ts';

export function findProfile(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'mobile', 'nick_name', 'real_name', 'avatar_url', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

const count = (value: unknown) => Number(value ?? 0);

/** spec §3 personSpaceVo: fans (who follow the user) and focus (whom the user follows), in one school. */
/** The user panel's fans and follows, read on every signed-in page: compiled once (db/prepared.ts). */
const followSums = preparedQuery(2, (db, schoolId: string, userId: string) =>
  db
    .selectFrom('follows')
    .select((eb) => [
      eb.fn.sum<number | string>(eb.case().when('followee_id', '=', userId).then(1).else(0).end()).as('fans'),
      eb.fn
        .sum<number | string>(eb.case().when('follower_id', '=', userId).then(1).else(0).end())
        .as('focus'),
    ])
    .where('school_id', '=', schoolId)
    .where((eb) => eb.or([eb('followee_id', '=', userId), eb('follower_id', '=', userId)])),
);

export async function followCounts(db: Kysely<Database>, schoolId: string, userId: string) {
  const row = await followSums.takeFirst(db, schoolId, userId);
  return { fansCount: count(row?.fans), focusCount: count(row?.focus) };
}

export async function isFollowing(
  db: Kysely<Database>,
  schoolId: string,
  followerId: string,
  followeeId: string,
) {
  const row = await db
    .selectFrom('follows')
    .select('created_at')
    .where('school_id', '=', schoolId)
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function follow(db: Kysely<Database>, schoolId: string, followerId: string, followeeId: string) {
  await db
    .insertInto('follows')
    .values({
      school_id: schoolId,
      follower_id: followerId,
      followee_id: followeeId,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['school_id', 'follower_id', 'followee_id']).doNothing())
    .execute();
}

export async function unfollow(
  db: Kysely<Database>,
  schoolId: string,
  followerId: string,
  followeeId: string,
) {
  await db
    .deleteFrom('follows')
    .where('school_id', '=', schoolId)
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .execute();
}

/** The user's fans (`fan`) or the users they follow (`follow`) in the school, newest first. */
export async function followList(
  db: Kysely<Database>,
  input: {
    schoolId: string;
    userId: string;
    type: 'fan' | 'follow';
    page: number;
    pageSize: number;
    now: string;
  },
) {
  const [mine, theirs] =
    input.type === 'fan'
      ? (['followee_id', 'follower_id'] as const)
      : (['follower_id', 'followee_id'] as const);
  const base = db
    .selectFrom('follows')
    .where('follows.school_id', '=', input.schoolId)
    .where(`follows.${mine}`, '=', input.userId);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users', 'users.id', `follows.${theirs}`)
      .leftJoin('vip_memberships', (join) =>
        join
          .onRef('vip_memberships.user_id', '=', 'users.id')
          .on((eb) =>
            eb.or([
              eb('vip_memberships.expires_at', 'is', null),
              eb('vip_memberships.expires_at', '>', input.now),
            ]),
          ),
      )
      .select([
        'users.id',
        'users.nick_name',
        'users.real_name',
        'users.avatar_url',
        'follows.created_at',
        'vip_memberships.level as vip_level',
      ])
      .orderBy('follows.created_at', 'desc')
      .orderBy('users.id')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: count(total?.n) };
}

export type FollowRow = Awaited<ReturnType<typeof followList>>['rows'][number];

/** The schools the user is an active member of (first-level and sub-schools), oldest membership first. */
export function joinedSchools(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('schools', 'schools.id', 'memberships.school_id')
    .select(['schools.id', 'schools.name', 'schools.name_en', 'schools.open_school', 'memberships.role'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', ACTIVE)
    .orderBy('memberships.joined_at')
    .orderBy('schools.id')
    .execute();
}

/** The user's VIP membership while it lasts (spec §7 searchVipWithImageJson). */
/** The user panel's VIP badge, read on every signed-in page: compiled once (db/prepared.ts). */
const vipAt = preparedQuery(2, (db, userId: string, now: string) =>
  db
    .selectFrom('vip_memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])),
);

export function activeVip(db: Kysely<Database>, userId: string, now: string) {
  return vipAt.takeFirst(db, userId, now);
}
