/**
 * Community reads composed into the contract's answers (issue 14 item 2): used by the API routes and by the
 * server-rendered pages (web/community-page.ts), so both show exactly the same data.
 */
import { COMMUNITY_LIMITS, POST_KINDS } from '@portico/core';
import type {
  CommunityOverview,
  CommunityProfile,
  CreditLedger,
  HonourBoard,
  PostDetail,
  PostListParams,
  PostPage,
  ProfileMenu,
  ReplyPage,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/viewer.ts';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { abilitiesOf, canSeePost, listableStatuses } from './policy.ts';
import {
  presentAuthor,
  presentCircle,
  presentHonour,
  presentLedgerEntry,
  presentPost,
  presentReply,
  presentTopic,
} from './presenter.ts';
import * as q from './queries.ts';

type Db = Kysely<Database>;
interface Ctx {
  db: Db;
  school: SchoolRow;
  viewer: Viewer | null;
}

const POST_NOT_FOUND = 'Post not found';

async function summaries(ctx: Ctx, rows: q.PostRow[]) {
  const ids = rows.map((row) => row.id);
  const [topics, liked] = await Promise.all([
    q.topicsOfPosts(ctx.db, ctx.school.id, ids),
    q.likedBy(ctx.db, ctx.school.id, ctx.viewer?.userId ?? null, 'post', ids),
  ]);
  return rows.map((row) => presentPost(row, topics.get(row.id) ?? [], liked.has(row.id)));
}

export async function loadPostPage(
  ctx: Ctx,
  params: PostListParams & { keyword?: string },
): Promise<PostPage> {
  const filter: q.PostFilter = {
    schoolId: ctx.school.id,
    statuses: listableStatuses(params.status, ctx.school, ctx.viewer, params.authorId),
    kind: params.kind,
    circleId: params.circleId,
    topicId: params.topicId,
    authorId: params.authorId,
    keyword: params.keyword,
  };
  const page = params.page ?? 1;
  const pageSize = params.pageSize ?? COMMUNITY_LIMITS.PAGE_SIZE;
  const [rows, total] = await Promise.all([
    q.listPosts(ctx.db, filter, { page, pageSize, sort: params.sort ?? 'latest' }),
    q.countPosts(ctx.db, filter),
  ]);
  return { records: await summaries(ctx, rows), total };
}

export async function loadReplies(
  ctx: Ctx,
  postId: string,
  page: number,
  pageSize: number,
): Promise<ReplyPage> {
  const [rows, total] = await Promise.all([
    q.listReplies(ctx.db, ctx.school.id, postId, { page, pageSize }),
    q.countReplies(ctx.db, ctx.school.id, postId),
  ]);
  const liked = await q.likedBy(
    ctx.db,
    ctx.school.id,
    ctx.viewer?.userId ?? null,
    'reply',
    rows.map((row) => row.id),
  );
  return { records: rows.map((row) => presentReply(row, liked.has(row.id))), total };
}

/** A post the viewer may see, or a 404 (another school's id, a hidden post of someone else). */
export async function visiblePost(ctx: Ctx, postId: string): Promise<q.PostDetailRow> {
  const row = await q.findPost(ctx.db, ctx.school.id, postId);
  if (!row || !canSeePost(row, ctx.school, ctx.viewer))
    throw fail('COMMUNITY_POST_NOT_FOUND', POST_NOT_FOUND);
  return row;
}

export async function loadPostDetail(ctx: Ctx, postId: string): Promise<PostDetail> {
  const row = await visiblePost(ctx, postId);
  const [[summary], replies] = await Promise.all([
    summaries(ctx, [row]),
    loadReplies(ctx, postId, 1, COMMUNITY_LIMITS.PAGE_SIZE_MAX),
  ]);
  const abilities = abilitiesOf(ctx.school, ctx.viewer);
  const open = row.status === 'visible';
  return {
    ...summary!,
    body: row.body,
    hiddenBy:
      row.hidden_by && abilities.canModerate
        ? presentAuthor(row.hidden_by, row.hidden_nick_name, row.hidden_real_name, row.hidden_avatar_url)
        : null,
    hiddenAt: row.hidden_at,
    abilities: { ...abilities, canReply: abilities.canReply && open, canLike: abilities.canLike && open },
    replies,
  };
}

export async function loadCircles(ctx: Ctx) {
  return (await q.listCircles(ctx.db, ctx.school.id)).map(presentCircle);
}

export async function loadTopics(ctx: Ctx, order: 'sort' | 'hot' = 'sort', limit?: number) {
  return (await q.listTopics(ctx.db, ctx.school.id, order, limit)).map(presentTopic);
}

export async function loadOverview(ctx: Ctx): Promise<CommunityOverview> {
  const latest = (kind: number) =>
    loadPostPage(ctx, { kind: kind as 0 | 1, page: 1, pageSize: COMMUNITY_LIMITS.PORTAL_LATEST });
  const [posts, questions, circles, hotTopics] = await Promise.all([
    latest(POST_KINDS.POST),
    latest(POST_KINDS.ASK),
    loadCircles(ctx),
    loadTopics(ctx, 'hot', COMMUNITY_LIMITS.PORTAL_HOT_TOPICS),
  ]);
  return {
    latestPosts: posts.records,
    latestQuestions: questions.records,
    circles,
    hotTopics,
    abilities: abilitiesOf(ctx.school, ctx.viewer),
  };
}

export async function loadHonour(ctx: Ctx): Promise<HonourBoard> {
  const rows = await q.honourLeaders(ctx.db, ctx.school.id);
  let viewer: HonourBoard['viewer'] = null;
  if (ctx.viewer) {
    const totals = await q.pointTotals(ctx.db, ctx.school.id, ctx.viewer.userId);
    viewer = {
      honour: totals.honour,
      rank: totals.honour > 0 ? await q.rankOf(ctx.db, ctx.school.id, totals.honour) : null,
    };
  }
  // Equal honour shares a rank (1, 2, 2, 4…).
  let rank = 0;
  let previous: number | null = null;
  const records = rows.map((row, index) => {
    const honour = Number(row.honour ?? 0);
    if (honour !== previous) rank = index + 1;
    previous = honour;
    return presentHonour(row, rank);
  });
  return { records, viewer };
}

export async function loadCredit(
  ctx: Ctx & { viewer: Viewer },
  page: number,
  pageSize: number,
): Promise<CreditLedger> {
  const userId = ctx.viewer.userId;
  const [totals, rows, total] = await Promise.all([
    q.pointTotals(ctx.db, ctx.school.id, userId),
    q.listLedger(ctx.db, ctx.school.id, userId, { page, pageSize }),
    q.countLedger(ctx.db, ctx.school.id, userId),
  ]);
  return {
    credit: totals.credit,
    honour: totals.honour,
    records: rows.map((row) => presentLedgerEntry(row, userId)),
    total,
  };
}

export async function loadProfile(
  ctx: Ctx,
  input: { userId?: string; menuType?: ProfileMenu; page?: number; pageSize?: number },
): Promise<CommunityProfile> {
  const userId = input.userId ?? ctx.viewer?.userId;
  if (!userId) throw fail('LOGIN_REQUIRED', 'Please log in');
  const user = await q.findCommunityUser(ctx.db, ctx.school.id, userId);
  if (!user) throw fail('USER_NOT_FOUND', 'User not found');
  const self = ctx.viewer?.userId === userId;
  const menuType = input.menuType ?? 'MY_POST';
  const count = (kind: number) =>
    q.countPosts(ctx.db, {
      schoolId: ctx.school.id,
      statuses: listableStatuses(undefined, ctx.school, ctx.viewer, userId),
      authorId: userId,
      kind,
    });
  const [totals, postCount, questionCount, replyCount, posts] = await Promise.all([
    q.pointTotals(ctx.db, ctx.school.id, userId),
    count(POST_KINDS.POST),
    count(POST_KINDS.ASK),
    q.countUserReplies(ctx.db, ctx.school.id, userId),
    loadPostPage(ctx, {
      authorId: userId,
      kind: menuType === 'MY_QUESTION' ? POST_KINDS.ASK : undefined,
      page: input.page,
      pageSize: input.pageSize,
    }),
  ]);
  return {
    user: presentAuthor(user.id, user.nick_name, user.real_name, user.avatar_url),
    self,
    honour: totals.honour,
    credit: self ? totals.credit : null,
    postCount,
    questionCount,
    replyCount,
    menuType,
    posts,
  };
}
