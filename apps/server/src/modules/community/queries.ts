/** Community reads (issue 14 item 2). Every query filters by school_id; one query path for both engines. */
import { COMMUNITY_LIMITS } from '@portico/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../../shared/sql-like.ts';

type Db = Kysely<Database>;

export interface PostFilter {
  schoolId: string;
  statuses: Array<'visible' | 'hidden'>;
  kind?: number;
  circleId?: string;
  topicId?: string;
  authorId?: string;
  /** Title or excerpt contains this (search); already lower-cased and trimmed. */
  keyword?: string;
}

function filtered(db: Db, filter: PostFilter) {
  let query = db
    .selectFrom('community_posts as p')
    .where('p.school_id', '=', filter.schoolId)
    .where('p.status', 'in', filter.statuses);
  if (filter.kind !== undefined) query = query.where('p.kind', '=', filter.kind);
  if (filter.circleId) query = query.where('p.circle_id', '=', filter.circleId);
  if (filter.authorId) query = query.where('p.author_id', '=', filter.authorId);
  if (filter.topicId) {
    const topicId = filter.topicId;
    query = query.where('p.id', 'in', (sub) =>
      sub
        .selectFrom('community_post_topics')
        .select('post_id')
        .where('school_id', '=', filter.schoolId)
        .where('topic_id', '=', topicId),
    );
  }
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.title']), 'like', sql<string>`${pattern} escape '\\'`),
        eb(eb.fn('lower', ['p.excerpt']), 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

const POST_COLUMNS = [
  'p.id',
  'p.kind',
  'p.title',
  'p.excerpt',
  'p.author_id',
  'p.circle_id',
  'p.status',
  'p.reply_count',
  'p.like_count',
  'p.created_at',
  'p.last_activity_at',
  'u.nick_name as author_nick_name',
  'u.real_name as author_real_name',
  'u.avatar_url as author_avatar_url',
  'c.name as circle_name',
  'c.name_en as circle_name_en',
] as const;

export async function listPosts(
  db: Db,
  filter: PostFilter,
  page: { page: number; pageSize: number; sort: 'latest' | 'hot' },
) {
  let query = filtered(db, filter)
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .leftJoin('community_circles as c', (join) =>
      join.onRef('c.id', '=', 'p.circle_id').on('c.school_id', '=', filter.schoolId),
    )
    .select(POST_COLUMNS);
  if (page.sort === 'hot') query = query.orderBy(sql`p.reply_count * 2 + p.like_count`, 'desc');
  return query
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
}

export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

export async function countPosts(db: Db, filter: PostFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findPost(db: Db, schoolId: string, postId: string) {
  return db
    .selectFrom('community_posts as p')
    .innerJoin('users as u', 'u.id', 'p.author_id')
    .leftJoin('community_circles as c', (join) =>
      join.onRef('c.id', '=', 'p.circle_id').on('c.school_id', '=', schoolId),
    )
    .leftJoin('users as h', 'h.id', 'p.hidden_by')
    .select([
      ...POST_COLUMNS,
      'p.body',
      'p.hidden_by',
      'p.hidden_at',
      'h.nick_name as hidden_nick_name',
      'h.real_name as hidden_real_name',
      'h.avatar_url as hidden_avatar_url',
    ])
    .where('p.school_id', '=', schoolId)
    .where('p.id', '=', postId)
    .executeTakeFirst();
}

export type PostDetailRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** Topics of the given posts, by post id. */
export async function topicsOfPosts(db: Db, schoolId: string, postIds: string[]) {
  const byPost = new Map<string, Array<{ id: string; name: string; nameEn: string }>>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('community_post_topics as pt')
    .innerJoin('community_topics as t', 't.id', 'pt.topic_id')
    .select(['pt.post_id', 't.id', 't.name', 't.name_en', 't.sort'])
    .where('pt.school_id', '=', schoolId)
    .where('t.school_id', '=', schoolId)
    .where('pt.post_id', 'in', postIds)
    .orderBy('t.sort')
    .execute();
  for (const row of rows) {
    const list = byPost.get(row.post_id) ?? [];
    list.push({ id: row.id, name: row.name, nameEn: row.name_en });
    byPost.set(row.post_id, list);
  }
  return byPost;
}

/** Which of the targets the user likes. */
export async function likedBy(
  db: Db,
  schoolId: string,
  userId: string | null,
  targetType: 'post' | 'reply',
  ids: string[],
): Promise<Set<string>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('community_likes')
    .select('target_id')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('target_type', '=', targetType)
    .where('target_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.target_id));
}

const replyBase = (db: Db, schoolId: string) =>
  db
    .selectFrom('community_replies as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .select([
      'r.id',
      'r.post_id',
      'r.author_id',
      'r.body',
      'r.like_count',
      'r.created_at',
      'u.nick_name as author_nick_name',
      'u.real_name as author_real_name',
      'u.avatar_url as author_avatar_url',
    ])
    .where('r.school_id', '=', schoolId);

export function listReplies(
  db: Db,
  schoolId: string,
  postId: string,
  page: { page: number; pageSize: number },
) {
  return replyBase(db, schoolId)
    .where('r.post_id', '=', postId)
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
}

export const findReplyRow = (db: Db, schoolId: string, replyId: string) =>
  replyBase(db, schoolId).where('r.id', '=', replyId).executeTakeFirst();

export type ReplyRow = Awaited<ReturnType<typeof listReplies>>[number];

export async function countReplies(db: Db, schoolId: string, postId: string): Promise<number> {
  const row = await db
    .selectFrom('community_replies')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findReply(db: Db, schoolId: string, replyId: string) {
  return db
    .selectFrom('community_replies as r')
    .innerJoin('community_posts as p', 'p.id', 'r.post_id')
    .select(['r.id', 'r.author_id', 'r.post_id', 'r.like_count', 'p.status', 'p.author_id as post_author_id'])
    .where('r.school_id', '=', schoolId)
    .where('p.school_id', '=', schoolId)
    .where('r.id', '=', replyId)
    .executeTakeFirst();
}

/** Circles with their visible post counts. */
export function listCircles(db: Db, schoolId: string) {
  return db
    .selectFrom('community_circles as c')
    .select([
      'c.id',
      'c.name',
      'c.name_en',
      'c.description',
      'c.description_en',
      'c.icon_url',
      (eb) =>
        eb
          .selectFrom('community_posts as p')
          .select((inner) => inner.fn.countAll<string | number>().as('n'))
          .where('p.school_id', '=', schoolId)
          .where('p.status', '=', 'visible')
          .whereRef('p.circle_id', '=', 'c.id')
          .as('post_count'),
    ])
    .where('c.school_id', '=', schoolId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

/** Topics with their visible post counts; `hot` orders by that count. */
export async function listTopics(db: Db, schoolId: string, order: 'sort' | 'hot', limit?: number) {
  let query = db
    .selectFrom('community_topics as t')
    .select([
      't.id',
      't.name',
      't.name_en',
      't.circle_id',
      't.sort',
      (eb) =>
        eb
          .selectFrom('community_post_topics as pt')
          .innerJoin('community_posts as p', 'p.id', 'pt.post_id')
          .select((inner) => inner.fn.countAll<string | number>().as('n'))
          .where('pt.school_id', '=', schoolId)
          .where('p.status', '=', 'visible')
          .whereRef('pt.topic_id', '=', 't.id')
          .as('post_count'),
    ])
    .where('t.school_id', '=', schoolId);
  query = order === 'hot' ? query.orderBy('post_count', 'desc').orderBy('t.sort') : query.orderBy('t.sort');
  if (limit !== undefined) query = query.limit(limit);
  return query.orderBy('t.id').execute();
}

/** Ids among `ids` that are circles / topics of the school. */
export async function existingIds(
  db: Db,
  table: 'community_circles' | 'community_topics',
  schoolId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

const honourSums = (db: Db, schoolId: string) =>
  db
    .selectFrom('community_points')
    .select((eb) => [
      'user_id',
      eb.fn.sum<string | number>('honour').as('honour'),
      eb.fn.sum<string | number>('credit').as('credit'),
      sql<string | number>`sum(case when reason in ('post', 'question') then 1 else 0 end)`.as('posts'),
      sql<string | number>`sum(case when reason = 'answer' then 1 else 0 end)`.as('answers'),
    ])
    .where('school_id', '=', schoolId)
    .groupBy('user_id');

export function honourLeaders(db: Db, schoolId: string) {
  return db
    .selectFrom(honourSums(db, schoolId).as('s'))
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.honour', 's.posts', 's.answers', 'u.nick_name', 'u.real_name', 'u.avatar_url'])
    .where('s.honour', '>', 0)
    .orderBy('s.honour', 'desc')
    .orderBy('s.user_id')
    .limit(COMMUNITY_LIMITS.LEADERBOARD)
    .execute();
}

/** A user's honour and credit totals in the school. */
export async function pointTotals(db: Db, schoolId: string, userId: string) {
  const row = await db
    .selectFrom('community_points')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('honour'), sql<number>`0`).as('honour'),
      eb.fn.coalesce(eb.fn.sum<string | number>('credit'), sql<number>`0`).as('credit'),
    ])
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { honour: Number(row?.honour ?? 0), credit: Number(row?.credit ?? 0) };
}

/** 1 + how many users of the school have more honour than `honour`. */
export async function rankOf(db: Db, schoolId: string, honour: number): Promise<number> {
  const row = await db
    .selectFrom(honourSums(db, schoolId).as('s'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('s.honour', '>', honour)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export function listLedger(
  db: Db,
  schoolId: string,
  userId: string,
  page: { page: number; pageSize: number },
) {
  return db
    .selectFrom('community_points as l')
    .leftJoin('community_posts as p', (join) =>
      join.onRef('p.id', '=', 'l.post_id').on('p.school_id', '=', schoolId),
    )
    .select([
      'l.id',
      'l.reason',
      'l.honour',
      'l.credit',
      'l.created_at',
      'p.id as post_id',
      'p.title as post_title',
      'p.status as post_status',
      'p.author_id as post_author_id',
    ])
    .where('l.school_id', '=', schoolId)
    .where('l.user_id', '=', userId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
}

export async function countLedger(db: Db, schoolId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('community_points')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A user who belongs to the school's community: a membership (any role) or content there. */
export async function findCommunityUser(db: Db, schoolId: string, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'nick_name', 'real_name', 'avatar_url'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const member = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (member) return user;
  const wrote = await db
    .selectFrom('community_posts')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('author_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return wrote ? user : undefined;
}

export async function countUserReplies(db: Db, schoolId: string, userId: string): Promise<number> {
  const row = await db
    .selectFrom('community_replies')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('author_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
