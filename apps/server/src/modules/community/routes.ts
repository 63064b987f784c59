/**
 * The community API (issue 14 item 2; route list in @portico/contracts community.ts). Thin handlers: the gate
 * resolved the school from the path and applied the closed-school rule and the audience; then the community's
 * policy, a command or a load, and the presenters.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMUNITY_LIMITS } from '@portico/core';
import {
  CircleListSchema,
  CommunityOverviewSchema,
  CommunityProfileSchema,
  CommunitySchoolParams,
  CreateReplyBody,
  CreatePostBody,
  CreditLedgerQuery,
  CreditLedgerSchema,
  HonourBoardSchema,
  LikeBody,
  LikeStateSchema,
  Ok,
  PostDetailSchema,
  PostListQuery,
  PostPageSchema,
  PostPathParams,
  PostSummarySchema,
  ProfileQuery,
  ReplyListQuery,
  ReplyPageSchema,
  ReplySchema,
  TopicListSchema,
  VisibilityBody,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import type { FastifyRequest } from 'fastify';
import { currentViewer, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import type { AccessRule } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { createPost, createReply, setLike, setPostVisibility } from './commands.ts';
import * as load from './load.ts';
import { cleanPostInput, cleanReplyBody, requireCommunity } from './policy.ts';
import { presentReply } from './presenter.ts';
import { findReply, findReplyRow } from './queries.ts';

const inSchool = (who: AccessRule['who']): AccessRule => ({
  school: 'required',
  who,
  from: { param: 'schoolId' },
});
const tags = ['community'];
const conflict = { 409: errorResponses[400] };
const HIDDEN = 'This post is hidden';

const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The school (O3 only) and the viewer of a community request. */
  const ctxOf = (request: FastifyRequest) => {
    const school = tenantSchool(request);
    requireCommunity(school);
    return { db: app.db, school, viewer: viewerOf(request) };
  };

  app.get(
    API_PATHS.community.overview,
    {
      config: { access: inSchool('viewer') },
      schema: {
        tags,
        summary: 'Community portal: latest posts and questions, circles, hot topics',
        params: CommunitySchoolParams,
        response: { 200: Ok(CommunityOverviewSchema), ...errorResponses },
      },
    },
    async (request) => ok(await load.loadOverview(ctxOf(request))),
  );

  app.get(
    API_PATHS.community.posts,
    {
      config: { access: inSchool('viewer') },
      schema: {
        tags,
        summary: 'Posts and questions (hidden ones only for moderators, and for their author)',
        params: CommunitySchoolParams,
        querystring: PostListQuery,
        response: { 200: Ok(PostPageSchema), ...errorResponses },
      },
    },
    async (request) => ok(await load.loadPostPage(ctxOf(request), request.query)),
  );

  app.post(
    API_PATHS.community.posts,
    {
      config: { access: inSchool('member') },
      schema: {
        tags,
        summary: 'Write a post (kind 0) or ask a question (kind 1); the body is sanitised rich text',
        params: CommunitySchoolParams,
        body: CreatePostBody,
        response: { 200: Ok(PostDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const id = await createPost(
        app.db,
        ctx.school.id,
        currentViewer(request).userId,
        cleanPostInput(request.body),
      );
      return ok(await load.loadPostDetail(ctx, id));
    },
  );

  app.get(
    API_PATHS.community.post,
    {
      config: { access: inSchool('viewer') },
      schema: {
        tags,
        summary: 'A post with its replies',
        params: PostPathParams,
        response: { 200: Ok(PostDetailSchema), ...errorResponses },
      },
    },
    async (request) => ok(await load.loadPostDetail(ctxOf(request), request.params.postId)),
  );

  app.get(
    API_PATHS.community.replies,
    {
      config: { access: inSchool('viewer') },
      schema: {
        tags,
        summary: 'Replies of a post, oldest first',
        params: PostPathParams,
        querystring: ReplyListQuery,
        response: { 200: Ok(ReplyPageSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      await load.visiblePost(ctx, request.params.postId);
      const { page = 1, pageSize = COMMUNITY_LIMITS.PAGE_SIZE } = request.query;
      return ok(await load.loadReplies(ctx, request.params.postId, page, pageSize));
    },
  );

  app.post(
    API_PATHS.community.replies,
    {
      config: { access: inSchool('member') },
      schema: {
        tags,
        summary: 'Reply to a post or answer a question',
        params: PostPathParams,
        body: CreateReplyBody,
        response: { 200: Ok(ReplySchema), ...errorResponses, ...conflict },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const post = await load.visiblePost(ctx, request.params.postId);
      if (post.status !== 'visible') throw fail('COMMUNITY_POST_HIDDEN', HIDDEN);
      const body = cleanReplyBody(request.body.body);
      const viewer = currentViewer(request);
      const id = await createReply(app.db, { schoolId: ctx.school.id, post, authorId: viewer.userId, body });
      const row = await findReplyRow(app.db, ctx.school.id, id);
      if (!row) throw fail('COMMUNITY_REPLY_NOT_FOUND', 'Reply not found');
      return ok(presentReply(row, false));
    },
  );

  app.put(
    API_PATHS.community.likes,
    {
      config: { access: inSchool('member') },
      schema: {
        tags,
        summary: 'Like a post or a reply, or take the like back (one like per user and target)',
        params: CommunitySchoolParams,
        body: LikeBody,
        response: { 200: Ok(LikeStateSchema), ...errorResponses, ...conflict },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const { targetType, targetId, liked } = request.body;
      let target: { authorId: string; postId: string };
      if (targetType === 'post') {
        const post = await load.visiblePost(ctx, targetId);
        if (post.status !== 'visible') throw fail('COMMUNITY_POST_HIDDEN', HIDDEN);
        target = { authorId: post.author_id, postId: post.id };
      } else {
        const reply = await findReply(app.db, ctx.school.id, targetId);
        if (!reply) throw fail('COMMUNITY_REPLY_NOT_FOUND', 'Reply not found');
        const post = await load.visiblePost(ctx, reply.post_id);
        if (post.status !== 'visible') throw fail('COMMUNITY_POST_HIDDEN', HIDDEN);
        target = { authorId: reply.author_id, postId: reply.post_id };
      }
      const likeCount = await setLike(app.db, {
        schoolId: ctx.school.id,
        userId: currentViewer(request).userId,
        targetType,
        targetId,
        liked,
        ...target,
      });
      return ok({ targetType, targetId, liked, likeCount });
    },
  );

  app.put(
    API_PATHS.community.visibility,
    {
      config: { access: inSchool('admin') },
      schema: {
        tags,
        summary: 'Moderation: hide or unhide a post (school admins)',
        params: PostPathParams,
        body: VisibilityBody,
        response: { 200: Ok(PostSummarySchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const post = await load.visiblePost(ctx, request.params.postId);
      await setPostVisibility(app.db, {
        schoolId: ctx.school.id,
        postId: post.id,
        hidden: request.body.hidden,
        moderatorId: currentViewer(request).userId,
      });
      const {
        body: _body,
        replies: _replies,
        hiddenBy: _by,
        hiddenAt: _at,
        abilities: _ab,
        ...summary
      } = await load.loadPostDetail(ctx, post.id);
      return ok(summary);
    },
  );

  app.get(
    API_PATHS.community.circles,
    {
      config: { access: inSchool('viewer') },
      schema: {
        tags,
        summary: 'Circles with their post counts',
        params: CommunitySchoolParams,
        response: { 200: Ok(CircleListSchema), ...errorResponses },
      },
    },
    async (request) => ok({ records: await load.loadCircles(ctxOf(request)) }),
  );

  app.get(
    API_PATHS.community.topics,
    {
      config: { access: inSchool('viewer') },
      schema: {
        tags,
        summary: 'Topics (tags) with their post counts',
        params: CommunitySchoolParams,
        response: { 200: Ok(TopicListSchema), ...errorResponses },
      },
    },
    async (request) => ok({ records: await load.loadTopics(ctxOf(request)) }),
  );

  app.get(
    API_PATHS.community.honour,
    {
      config: { access: inSchool('viewer') },
      schema: {
        tags,
        summary: 'Honour leaderboard, and the viewer’s own rank',
        params: CommunitySchoolParams,
        response: { 200: Ok(HonourBoardSchema), ...errorResponses },
      },
    },
    async (request) => ok(await load.loadHonour(ctxOf(request))),
  );

  app.get(
    API_PATHS.community.credit,
    {
      config: { access: inSchool('user') },
      schema: {
        tags,
        summary: 'The viewer’s credit ledger: balance and the activity that earned it',
        params: CommunitySchoolParams,
        querystring: CreditLedgerQuery,
        response: { 200: Ok(CreditLedgerSchema), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = ctxOf(request);
      const { page = 1, pageSize = COMMUNITY_LIMITS.PAGE_SIZE } = request.query;
      return ok(await load.loadCredit({ ...ctx, viewer: currentViewer(request) }, page, pageSize));
    },
  );

  app.get(
    API_PATHS.community.profile,
    {
      config: { access: inSchool('viewer') },
      schema: {
        tags,
        summary: 'A community profile (default: the viewer) with the user’s posts (menuType MY_POST)',
        params: CommunitySchoolParams,
        querystring: ProfileQuery,
        response: { 200: Ok(CommunityProfileSchema), ...errorResponses },
      },
    },
    async (request) => ok(await load.loadProfile(ctxOf(request), request.query)),
  );
};

export default communityRoutes;
