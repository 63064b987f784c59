/**
 * The community of the O3 school (issue 14 item 2; spec §2 community routes, §3 "Post kinds: post 0, ask 1",
 * §5 rich text). Posts and questions with sanitised rich text, replies, likes, circles, topics (= the postEdit
 * `tagId`), honour and credit points, profiles. Stable: later changes are additive only.
 *
 * API (every route is under one school, the path's `{schoolId}`; answers are `{ code: 200, data }`; errors carry
 * `errorCode`). The community exists in O3 schools only (school kind 'o3'): elsewhere every route answers 404
 * COMMUNITY_NOT_AVAILABLE. Reading follows the school's content rule (open school: anyone; closed: members);
 * writing needs a member; moderation needs a school admin. An id of another school is 404, never data.
 *
 *   GET  /api/community/{schoolId}/overview                   CommunityOverview (portal: latest posts and
 *                                                              questions, circles, hot topics, what the viewer may do)
 *   GET  /api/community/{schoolId}/posts                      PostListQuery → PostPage
 *   POST /api/community/{schoolId}/posts                      CreatePostBody → PostDetail        (member)
 *   GET  /api/community/{schoolId}/posts/{postId}             PostDetail (first page of replies included)
 *   GET  /api/community/{schoolId}/posts/{postId}/replies     ReplyListQuery → ReplyPage
 *   POST /api/community/{schoolId}/posts/{postId}/replies     CreateReplyBody → Reply            (member)
 *   PUT  /api/community/{schoolId}/likes                      LikeBody → LikeState               (member)
 *   PUT  /api/community/{schoolId}/posts/{postId}/visibility  VisibilityBody → PostSummary       (admin)
 *   GET  /api/community/{schoolId}/circles                    CircleList
 *   GET  /api/community/{schoolId}/topics                     TopicList
 *   GET  /api/community/{schoolId}/honour                     HonourBoard (leaderboard by honour points)
 *   GET  /api/community/{schoolId}/credit                     CreditLedgerQuery → CreditLedger   (logged-in viewer)
 *   GET  /api/community/{schoolId}/profile                    ProfileQuery → CommunityProfile    (default: viewer)
 *
 * Pages (server-rendered, PageData kind 'community'): /community/{page} for the pages of core COMMUNITY_PAGES
 * (communityPortal.htm, o3communityPortal.htm, o3TopicList.htm, o3Honor.htm, o3Credit.htm, o3Profile.htm,
 * createPosts.htm?postsType=0|1, postDetail.htm?postId=…), o3communityPortal.htm?source=postEdit&tagId=…&
 * currentType=0|8&modulesType=1 (the editor), and /o3/{schoolId}/detail?o3src=<community page> (embedded).
 */
import { COMMUNITY_LIMITS, POINT_REASONS, POST_KINDS, POST_STATUS, type CommunityPage } from '@portico/core';
import type { PublishedArticle } from './o3-articles.ts';
import { Type, type Static } from 'typebox';
import { Id, Nullable, Page } from './common.ts';
import { BoundedInt, Count, INT4_MAX, PageNumber, PageSize } from './primitives.ts';

export const COMMUNITY_API_PREFIX = '/api/community';

export const PostKindSchema = Type.Union([Type.Literal(POST_KINDS.POST), Type.Literal(POST_KINDS.ASK)], {
  description: 'Spec §3 post kinds: 0 post (article), 1 ask (question)',
});
export const PostStatusSchema = Type.Union([
  Type.Literal(POST_STATUS.VISIBLE),
  Type.Literal(POST_STATUS.HIDDEN),
]);
export const PointReasonSchema = Type.Union(POINT_REASONS.map((reason) => Type.Literal(reason)));
export const LikeTargetSchema = Type.Union([Type.Literal('post'), Type.Literal('reply')]);

/** Who wrote something, as every community list shows them. */
export const CommunityAuthorSchema = Type.Object({
  id: Id('User id'),
  nickName: Type.String({ description: 'Display name (nickName, realName… fallback applied, spec §3)' }),
  avatarUrl: Nullable(Type.String()),
});

export const CircleRefSchema = Type.Object({
  id: Id('Circle id'),
  name: Type.String(),
  nameEn: Type.String(),
});
export const TopicRefSchema = Type.Object({
  id: Id('Topic (tag) id'),
  name: Type.String(),
  nameEn: Type.String(),
});

export const CircleSchema = Type.Object({
  ...CircleRefSchema.properties,
  description: Type.String(),
  descriptionEn: Type.String(),
  iconUrl: Nullable(Type.String()),
  postCount: Count(),
});

export const TopicSchema = Type.Object({
  ...TopicRefSchema.properties,
  circleId: Nullable(Id('The circle the topic belongs to')),
  postCount: Count(),
});

export const PostSummarySchema = Type.Object({
  id: Id('Post id'),
  kind: PostKindSchema,
  title: Type.String(),
  excerpt: Type.String({ description: 'Plain text of the body, cut to COMMUNITY_LIMITS.EXCERPT' }),
  author: CommunityAuthorSchema,
  circle: Nullable(CircleRefSchema),
  topics: Type.Array(TopicRefSchema),
  status: PostStatusSchema,
  replyCount: Count(),
  likeCount: Count(),
  /** Whether the viewer likes it (false for visitors). */
  liked: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO 8601 UTC' }),
  lastActivityAt: Type.String({ description: 'ISO 8601 UTC: the newest reply, else createdAt' }),
});

export const ReplySchema = Type.Object({
  id: Id('Reply id'),
  postId: Id('Post id'),
  author: CommunityAuthorSchema,
  body: Type.String({ description: 'Sanitised HTML (spec §5)' }),
  likeCount: Count(),
  liked: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO 8601 UTC' }),
});

export const ReplyPageSchema = Page(ReplySchema);
export const PostPageSchema = Page(PostSummarySchema);

/** What the viewer may do with a post or in the community. */
export const CommunityAbilitiesSchema = Type.Object({
  canPost: Type.Boolean({ description: 'A member of the school' }),
  canReply: Type.Boolean(),
  canLike: Type.Boolean(),
  canModerate: Type.Boolean({ description: 'A school admin: may hide and unhide posts' }),
});

export const PostDetailSchema = Type.Object({
  ...PostSummarySchema.properties,
  body: Type.String({ description: 'Sanitised HTML (spec §5)' }),
  hiddenBy: Nullable(CommunityAuthorSchema),
  hiddenAt: Nullable(Type.String()),
  abilities: CommunityAbilitiesSchema,
  replies: ReplyPageSchema,
});

export const PostListSortSchema = Type.Union([Type.Literal('latest'), Type.Literal('hot')], {
  description: 'latest: newest first; hot: most replies and likes first',
});

export const PostListQuery = Type.Object({
  kind: Type.Optional(PostKindSchema),
  circleId: Type.Optional(Id('Only this circle')),
  topicId: Type.Optional(Id('Only this topic (tag)')),
  authorId: Type.Optional(Id('Only this author')),
  sort: Type.Optional(PostListSortSchema),
  /** Moderators may list hidden posts too; for anyone else hidden posts never appear. */
  status: Type.Optional(Type.Union([PostStatusSchema, Type.Literal('all')])),
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(COMMUNITY_LIMITS.PAGE_SIZE_MAX, COMMUNITY_LIMITS.PAGE_SIZE)),
});

export const ReplyListQuery = Type.Object({
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(COMMUNITY_LIMITS.PAGE_SIZE_MAX, COMMUNITY_LIMITS.PAGE_SIZE)),
});

export const CreatePostBody = Type.Object({
  kind: PostKindSchema,
  title: Type.String({
    maxLength: 2000,
    description: `Required, at most ${COMMUNITY_LIMITS.TITLE} characters`,
  }),
  body: Type.String({ maxLength: 200_000, description: 'Rich text (HTML), sanitised on write (spec §5)' }),
  circleId: Type.Optional(Nullable(Id('A circle of this school'))),
  topicIds: Type.Optional(
    Type.Array(Id('A topic (tag) of this school'), { maxItems: 20, description: 'At most TOPICS_PER_POST' }),
  ),
});

export const CreateReplyBody = Type.Object({
  body: Type.String({ maxLength: 50_000, description: 'Rich text (HTML), sanitised on write' }),
});

export const LikeBody = Type.Object({
  targetType: LikeTargetSchema,
  targetId: Id('Post or reply id'),
  liked: Type.Boolean({ description: 'true: like (idempotent); false: take the like back' }),
});

export const LikeStateSchema = Type.Object({
  targetType: LikeTargetSchema,
  targetId: Id(),
  liked: Type.Boolean(),
  likeCount: Count(),
});

export const VisibilityBody = Type.Object({
  hidden: Type.Boolean({ description: 'true hides the post from everyone but moderators and its author' }),
});

export const PostPathParams = Type.Object({ schoolId: Id('School id'), postId: Id('Post id') });
export const CommunitySchoolParams = Type.Object({ schoolId: Id('School id') });

export const CircleListSchema = Type.Object({ records: Type.Array(CircleSchema) });
export const TopicListSchema = Type.Object({ records: Type.Array(TopicSchema) });

export const CommunityOverviewSchema = Type.Object({
  latestPosts: Type.Array(PostSummarySchema),
  latestQuestions: Type.Array(PostSummarySchema),
  circles: Type.Array(CircleSchema),
  hotTopics: Type.Array(TopicSchema),
  abilities: CommunityAbilitiesSchema,
});

export const HonourEntrySchema = Type.Object({
  rank: BoundedInt({ minimum: 1, maximum: INT4_MAX }),
  user: CommunityAuthorSchema,
  honour: Count(),
  posts: Count(),
  answers: Count(),
});

export const HonourBoardSchema = Type.Object({
  records: Type.Array(HonourEntrySchema),
  /** The viewer's own honour and rank (null for visitors; rank null when they have no points yet). */
  viewer: Nullable(
    Type.Object({ honour: Count(), rank: Nullable(BoundedInt({ minimum: 1, maximum: INT4_MAX })) }),
  ),
});

export const CreditEntrySchema = Type.Object({
  id: Id('Ledger row id'),
  reason: PointReasonSchema,
  credit: Count(),
  honour: Count(),
  /** The post the points came from (null when it is gone or hidden from the viewer). */
  post: Nullable(Type.Object({ id: Id(), title: Type.String() })),
  createdAt: Type.String({ description: 'ISO 8601 UTC' }),
});

export const CreditLedgerQuery = Type.Object({
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(COMMUNITY_LIMITS.PAGE_SIZE_MAX, COMMUNITY_LIMITS.PAGE_SIZE)),
});

export const CreditLedgerSchema = Type.Object({
  credit: Count({ description: 'Balance: the sum of credit earned' }),
  honour: Count(),
  records: Type.Array(CreditEntrySchema),
  total: Count(),
});

/** Spec §2 personal-center link: menuType=MY_POST (all the user's posts and questions); MY_QUESTION: questions only. */
export const ProfileMenuSchema = Type.Union([Type.Literal('MY_POST'), Type.Literal('MY_QUESTION')]);

export const ProfileQuery = Type.Object({
  userId: Type.Optional(Id('Whose profile (default: the viewer)')),
  menuType: Type.Optional(ProfileMenuSchema),
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(COMMUNITY_LIMITS.PAGE_SIZE_MAX, COMMUNITY_LIMITS.PAGE_SIZE)),
});

export const CommunityProfileSchema = Type.Object({
  user: CommunityAuthorSchema,
  self: Type.Boolean(),
  honour: Count(),
  credit: Nullable(Count({ description: 'Only on one’s own profile' })),
  postCount: Count(),
  questionCount: Count(),
  replyCount: Count(),
  menuType: ProfileMenuSchema,
  posts: PostPageSchema,
});

export type PostKindValue = Static<typeof PostKindSchema>;
export type CommunityAuthor = Static<typeof CommunityAuthorSchema>;
export type CircleRef = Static<typeof CircleRefSchema>;
export type TopicRef = Static<typeof TopicRefSchema>;
export type Circle = Static<typeof CircleSchema>;
export type Topic = Static<typeof TopicSchema>;
export type PostSummary = Static<typeof PostSummarySchema>;
export type PostDetail = Static<typeof PostDetailSchema>;
export type Reply = Static<typeof ReplySchema>;
export type ReplyPage = Static<typeof ReplyPageSchema>;
export type PostPage = Static<typeof PostPageSchema>;
export type CommunityAbilities = Static<typeof CommunityAbilitiesSchema>;
export type PostListParams = Static<typeof PostListQuery>;
export type CreatePostInput = Static<typeof CreatePostBody>;
export type CreateReplyInput = Static<typeof CreateReplyBody>;
export type LikeInput = Static<typeof LikeBody>;
export type LikeState = Static<typeof LikeStateSchema>;
export type CommunityOverview = Static<typeof CommunityOverviewSchema>;
export type HonourEntry = Static<typeof HonourEntrySchema>;
export type HonourBoard = Static<typeof HonourBoardSchema>;
export type CreditEntry = Static<typeof CreditEntrySchema>;
export type CreditLedger = Static<typeof CreditLedgerSchema>;
export type ProfileMenu = Static<typeof ProfileMenuSchema>;
export type CommunityProfile = Static<typeof CommunityProfileSchema>;

/**
 * PageData of the community pages (kind 'community'): what the server loaded for the page `view` names (core
 * `communityView`), so it renders with real data on first paint. Sections the view does not need are null.
 */
export interface CommunityPageData {
  kind: 'community';
  /** The page shown (null: no such community page). */
  view: CommunityPageName | null;
  /** False when the school has no community (not an O3 school). */
  available: boolean;
  /** Rendered inside `/o3/{schoolId}/detail` (o3src). */
  embedded: boolean;
  overview: CommunityOverview | null;
  /** o3TopicList.htm: the topics, and the posts of the chosen topic (query tagId / topicId). */
  topics: Topic[] | null;
  topicId: string | null;
  posts: PostPage | null;
  honour: HonourBoard | null;
  credit: CreditLedger | null;
  profile: CommunityProfile | null;
  post: PostDetail | null;
  /** createPosts.htm and the postEdit source: the preset kind and topic, and the choices. */
  editor: { kind: PostKindValue; topicId: string | null; circles: Circle[]; topics: Topic[] } | null;
  abilities: CommunityAbilities;
  /**
   * Issue 25 item 4, the portal: the newest published knowledge articles (with their bodies, read in place) and
   * their default language; null on other views.
   */
  knowledge: { articles: PublishedArticle[]; total: number; defaultLang: string } | null;
  /** The viewer writes knowledge articles here (a creator of the school): the portal links the O3 creation center. */
  knowledgeAuthor: boolean;
}

export type CommunityPageName = CommunityPage;
