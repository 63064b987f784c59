/** Community rows → wire shapes of @portico/contracts community.ts. */
import type {
  Circle,
  CommunityAuthor,
  CreditEntry,
  HonourEntry,
  PostSummary,
  Reply,
  Topic,
  TopicRef,
} from '@portico/contracts';
import type { PostRow, ReplyRow } from './queries.ts';

/**
 * The public name of a community author: nickname, then real name, else "--". Unlike the shell's own display
 * name (spec §3 fallback to mobile and email), community content is public, so contact details never show.
 */
export function presentAuthor(
  id: string,
  nick: string | null,
  real: string | null,
  avatar: string | null,
): CommunityAuthor {
  const name = nick?.trim() || real?.trim() || '--';
  return { id, nickName: name, avatarUrl: avatar };
}

export function presentPost(row: PostRow, topics: TopicRef[], liked: boolean): PostSummary {
  return {
    id: row.id,
    kind: row.kind === 1 ? 1 : 0,
    title: row.title,
    excerpt: row.excerpt,
    author: presentAuthor(row.author_id, row.author_nick_name, row.author_real_name, row.author_avatar_url),
    circle:
      row.circle_id && row.circle_name !== null
        ? { id: row.circle_id, name: row.circle_name, nameEn: row.circle_name_en ?? row.circle_name }
        : null,
    topics,
    status: row.status === 'hidden' ? 'hidden' : 'visible',
    replyCount: Number(row.reply_count),
    likeCount: Number(row.like_count),
    liked,
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
  };
}

export function presentReply(row: ReplyRow, liked: boolean): Reply {
  return {
    id: row.id,
    postId: row.post_id,
    author: presentAuthor(row.author_id, row.author_nick_name, row.author_real_name, row.author_avatar_url),
    body: row.body,
    likeCount: Number(row.like_count),
    liked,
    createdAt: row.created_at,
  };
}

export function presentCircle(row: {
  id: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  icon_url: string | null;
  post_count: string | number | null;
}): Circle {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    descriptionEn: row.description_en,
    iconUrl: row.icon_url,
    postCount: Number(row.post_count ?? 0),
  };
}

export function presentTopic(row: {
  id: string;
  name: string;
  name_en: string;
  circle_id: string | null;
  post_count: string | number | null;
}): Topic {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    circleId: row.circle_id,
    postCount: Number(row.post_count ?? 0),
  };
}

export function presentHonour(
  row: {
    user_id: string;
    honour: string | number | null;
    posts: string | number | null;
    answers: string | number | null;
    nick_name: string | null;
    real_name: string | null;
    avatar_url: string | null;
  },
  rank: number,
): HonourEntry {
  return {
    rank,
    user: presentAuthor(row.user_id, row.nick_name, row.real_name, row.avatar_url),
    honour: Number(row.honour ?? 0),
    posts: Number(row.posts ?? 0),
    answers: Number(row.answers ?? 0),
  };
}

export function presentLedgerEntry(
  row: {
    id: string;
    reason: string;
    honour: number;
    credit: number;
    created_at: string;
    post_id: string | null;
    post_title: string | null;
    post_status: string | null;
    post_author_id: string | null;
  },
  viewerId: string,
): CreditEntry {
  // A hidden post's title stays with its author (and moderators on the post itself).
  const visible = row.post_id && (row.post_status !== 'hidden' || row.post_author_id === viewerId);
  return {
    id: row.id,
    reason: row.reason as CreditEntry['reason'],
    credit: Number(row.credit),
    honour: Number(row.honour),
    post: visible && row.post_id ? { id: row.post_id, title: row.post_title ?? '' } : null,
    createdAt: row.created_at,
  };
}
