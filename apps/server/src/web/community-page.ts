/**
 * Page data of the community pages (issue 14 item 2; spec §2): `/community/{page}` and the embedded
 * `/o3/{schoolId}/detail?o3src=…`. The same loads as the community API (modules/community/load.ts), so the page
 * renders real data on first paint and what the browser fetches later matches it.
 */
import {
  communityView,
  isSchoolId,
  kindFromCurrentType,
  kindFromPostsType,
  parseO3Source,
  POST_KINDS,
  type CommunityPage,
} from '@portico/core';
import type { CommunityPageData, RouteState } from '@portico/contracts';
import type { Kysely } from 'kysely';
import { isCreatorOf, type Viewer } from '../auth/viewer.ts';
import type { Database } from '../db/schema.ts';
import type { SchoolRow } from '../repositories/schools.ts';
import { HttpError } from '../shared/http-error.ts';
import * as load from '../modules/community/load.ts';
import { abilitiesOf, hasCommunity } from '../modules/community/policy.ts';
import { portalKnowledge } from '../modules/o3-articles/portal.ts';

/** A load whose "not found / not allowed" answer is an empty section on the page, not a failed page. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  });

const pageNumber = (value: string | undefined) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/** Which page and query the request shows: its own, or the one its o3src names (embedded). */
function requested(route: RouteState, query: URLSearchParams) {
  const own = Object.fromEntries(query);
  if (route.id !== 'o3-detail') return { page: route.params.page ?? '', query: own, embedded: false };
  const source = parseO3Source(query.get('o3src') ?? undefined);
  // Without a community o3src the embedded frame shows the O3 community portal.
  return source
    ? { page: source.page, query: { ...own, ...source.query }, embedded: true }
    : { page: 'o3communityPortal.htm', query: own, embedded: true };
}

export async function loadCommunityPage(
  db: Kysely<Database>,
  input: { route: RouteState; school: SchoolRow; query: URLSearchParams; viewer: Viewer | null },
): Promise<CommunityPageData> {
  const { school, viewer } = input;
  const asked = requested(input.route, input.query);
  const view: CommunityPage | null = communityView(asked.page, asked.query);
  const q = asked.query;
  const base: CommunityPageData = {
    kind: 'community',
    view,
    available: hasCommunity(school),
    embedded: asked.embedded,
    overview: null,
    topics: null,
    topicId: null,
    posts: null,
    honour: null,
    credit: null,
    profile: null,
    post: null,
    editor: null,
    abilities: abilitiesOf(school, viewer),
    knowledge: null,
    knowledgeAuthor: isCreatorOf(viewer, school.id),
  };
  if (!base.available || !view) return base;
  const ctx = { db, school, viewer };
  switch (view) {
    case 'communityPortal.htm':
    case 'o3communityPortal.htm':
      return {
        ...base,
        overview: await load.loadOverview(ctx),
        knowledge: await portalKnowledge(db, school),
      };
    case 'o3TopicList.htm': {
      const topics = await load.loadTopics(ctx);
      const wanted = q.tagId ?? q.topicId;
      const topicId = topics.some((topic) => topic.id === wanted) ? (wanted as string) : null;
      const posts = await load.loadPostPage(ctx, { topicId: topicId ?? undefined, page: pageNumber(q.page) });
      return { ...base, topics, topicId, posts };
    }
    case 'o3Honor.htm':
      return { ...base, honour: await load.loadHonour(ctx) };
    case 'o3Credit.htm':
      return viewer
        ? { ...base, credit: await load.loadCredit({ ...ctx, viewer }, pageNumber(q.page), 20) }
        : base;
    case 'o3Profile.htm': {
      const userId = isSchoolId(q.userId) ? q.userId : undefined;
      if (!userId && !viewer) return base;
      const menuType = q.menuType === 'MY_QUESTION' ? 'MY_QUESTION' : 'MY_POST';
      return {
        ...base,
        profile: await orNull(load.loadProfile(ctx, { userId, menuType, page: pageNumber(q.page) })),
      };
    }
    case 'createPosts.htm': {
      const [circles, topics] = await Promise.all([load.loadCircles(ctx), load.loadTopics(ctx)]);
      // postsType (createPosts) or, from the postEdit source, currentType; an article by default.
      const kind = kindFromPostsType(q.postsType) ?? kindFromCurrentType(q.currentType) ?? POST_KINDS.POST;
      const topicId = topics.some((topic) => topic.id === q.tagId) ? (q.tagId as string) : null;
      return { ...base, editor: { kind, topicId, circles, topics } };
    }
    case 'postDetail.htm':
      return isSchoolId(q.postId)
        ? { ...base, post: await orNull(load.loadPostDetail(ctx, q.postId)) }
        : base;
  }
}
