/**
 * The community of the O3 school (issue 14 item 2; spec §2 community routes, §3 post kinds): limits, the
 * mapping of the spec's query values to post kinds, the community page names, and the honour / credit rules.
 * Pure: no I/O.
 */
import { O3_CURRENT_TYPES, POST_KINDS } from './constants.ts';

export type PostKind = (typeof POST_KINDS)[keyof typeof POST_KINDS];

export const COMMUNITY_LIMITS = {
  /** Title, in characters (after trimming). */
  TITLE: 120,
  /** Body: visible text, in characters (after sanitising). */
  BODY_TEXT: 10_000,
  /** Body: the sanitised HTML, in characters (what is stored). */
  BODY_HTML: 50_000,
  /** Reply: visible text and stored HTML, in characters. */
  REPLY_TEXT: 2_000,
  REPLY_HTML: 10_000,
  /** Topics (tags) one post may carry. */
  TOPICS_PER_POST: 3,
  /** Lists: default and largest page. */
  PAGE_SIZE: 10,
  PAGE_SIZE_MAX: 50,
  /** Portal: latest posts / questions / hot topics shown. */
  PORTAL_LATEST: 6,
  PORTAL_HOT_TOPICS: 10,
  /** Honour leaderboard length. */
  LEADERBOARD: 20,
  /** Plain-text excerpt of a post in lists, in characters. */
  EXCERPT: 160,
} as const;

/** Post status: hidden posts are seen only by moderators (school admins) and their author. */
export const POST_STATUS = { VISIBLE: 'visible', HIDDEN: 'hidden' } as const;
export type PostStatus = (typeof POST_STATUS)[keyof typeof POST_STATUS];

/** Spec §2 createPosts.htm `postsType` (0 post, 1 question) → post kind; anything else → null. */
export function kindFromPostsType(value: unknown): PostKind | null {
  const text = String(value ?? '').trim();
  if (text === String(POST_KINDS.POST)) return POST_KINDS.POST;
  if (text === String(POST_KINDS.ASK)) return POST_KINDS.ASK;
  return null;
}

/** Spec §2 postEdit `currentType` (0 article, 8 question) → post kind; anything else → null. */
export function kindFromCurrentType(value: unknown): PostKind | null {
  const text = String(value ?? '').trim();
  if (text === String(O3_CURRENT_TYPES.ARTICLE)) return POST_KINDS.POST;
  if (text === String(O3_CURRENT_TYPES.QUESTION)) return POST_KINDS.ASK;
  return null;
}

/** The community pages of spec §2's route table (the `{page}` of `/community/{page}`). */
export const COMMUNITY_PAGES = [
  'communityPortal.htm',
  'o3communityPortal.htm',
  'o3TopicList.htm',
  'o3Honor.htm',
  'o3Credit.htm',
  'o3Profile.htm',
  'createPosts.htm',
  'postDetail.htm',
] as const;
export type CommunityPage = (typeof COMMUNITY_PAGES)[number];

export function isCommunityPage(page: string): page is CommunityPage {
  return (COMMUNITY_PAGES as readonly string[]).includes(page);
}

/**
 * Which community page a request shows: `o3communityPortal.htm?source=postEdit` opens the editor (spec §2); an
 * unknown page name is null (the page says "not found").
 */
export function communityView(page: string, query: Record<string, string | undefined>): CommunityPage | null {
  if (!isCommunityPage(page)) return null;
  if (page === 'o3communityPortal.htm' && query.source === 'postEdit') return 'createPosts.htm';
  return page;
}

/**
 * `/o3/{schoolId}/detail?o3src=…` embeds a community page: o3src names it (a page name, or a `/community/…`
 * path with its own query, possibly URL-encoded). Returns the page and the query it carries, or null when o3src
 * names no community page (foreign URLs are never followed).
 */
export function parseO3Source(
  o3src: string | undefined,
): { page: CommunityPage; query: Record<string, string> } | null {
  if (!o3src) return null;
  let text = o3src.trim();
  if (/%2f|%3f/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(text)) return null;
  const [path = '', search = ''] = text.split('?', 2);
  const name = path.replace(/^\/?(community\/)?/, '');
  if (!isCommunityPage(name)) return null;
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] = value;
  return { page: name, query };
}

/** What earns honour and credit (one ledger row per reason and source, so nothing is awarded twice). */
export type PointReason = 'post' | 'question' | 'reply' | 'answer' | 'liked';
export const POINT_REASONS: readonly PointReason[] = ['post', 'question', 'reply', 'answer', 'liked'];

/** Points per reason: honour ranks the leaderboard, credit is the viewer's spendable balance. */
export const POINT_RULES: Record<PointReason, { honour: number; credit: number }> = {
  post: { honour: 5, credit: 2 },
  question: { honour: 2, credit: 1 },
  reply: { honour: 1, credit: 1 },
  answer: { honour: 3, credit: 3 },
  liked: { honour: 1, credit: 0 },
};

export type CommunityActivity =
  | { type: 'posted'; userId: string; postId: string; kind: PostKind }
  | { type: 'replied'; userId: string; replyId: string; postKind: PostKind; postAuthorId: string }
  | { type: 'liked'; likerId: string; authorId: string; target: 'post' | 'reply'; targetId: string };

export interface PointAward {
  userId: string;
  reason: PointReason;
  /** Unique per user and reason: the same source never earns twice (unlike + like again earns nothing). */
  sourceKey: string;
  honour: number;
  credit: number;
}

/**
 * The award an activity earns, or null. Posting an article earns more than asking; replying to someone else's
 * question is an answer; being liked earns the author honour, but liking oneself earns nothing, and answering
 * one's own question is only a reply.
 */
export function awardFor(activity: CommunityActivity): PointAward | null {
  const make = (userId: string, reason: PointReason, sourceKey: string): PointAward => ({
    userId,
    reason,
    sourceKey,
    ...POINT_RULES[reason],
  });
  switch (activity.type) {
    case 'posted':
      return make(
        activity.userId,
        activity.kind === POST_KINDS.ASK ? 'question' : 'post',
        `post:${activity.postId}`,
      );
    case 'replied': {
      const answer = activity.postKind === POST_KINDS.ASK && activity.postAuthorId !== activity.userId;
      return make(activity.userId, answer ? 'answer' : 'reply', `reply:${activity.replyId}`);
    }
    case 'liked':
      if (activity.likerId === activity.authorId) return null;
      return make(
        activity.authorId,
        'liked',
        `${activity.target}:${activity.targetId}:by:${activity.likerId}`,
      );
  }
}

/** Plain text of sanitised HTML (excerpts, emptiness and length checks): tags dropped, entities decoded, spaces collapsed. */
export function richTextToPlain(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/blockquote|\/tr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A rich-text body with media counts as content even without text (an image-only post). */
export function richTextHasContent(html: string): boolean {
  return richTextToPlain(html).length > 0 || /<(img|video)\b/i.test(html);
}

/** A list excerpt: the plain text cut to `max` characters with an ellipsis. */
export function excerptOf(html: string, max: number = COMMUNITY_LIMITS.EXCERPT): string {
  const plain = richTextToPlain(html);
  const chars = Array.from(plain);
  return chars.length <= max ? plain : `${chars.slice(0, max - 1).join('')}…`;
}
