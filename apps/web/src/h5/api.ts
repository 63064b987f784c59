/**
 * The community API (packages/contracts/src/community.ts) as the mobile pages read it: the same posts, circles
 * and topics as the desktop community, same cookies (a signed-in reader sees what they may see). Read-only.
 */
import {
  COMMUNITY_API_PATHS,
  apiPath,
  type Circle,
  type CommunityOverview,
  type HonourBoard,
  type PostDetail,
  type PostPage,
  type ReplyPage,
  type Topic,
} from '@portico/contracts';

/** A failed read: HTTP status (0 = network) and the envelope's stable error code, when it had one. */
export class H5ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | null;
  constructor(status: number, errorCode: string | null) {
    super(`community read failed: ${status} ${errorCode ?? ''}`);
    this.name = 'H5ApiError';
    this.status = status;
    this.errorCode = errorCode;
  }
}

type Query = Record<string, string | number | null | undefined>;

export interface CommunityReader {
  overview(): Promise<CommunityOverview>;
  posts(query: { circleId?: string | null; topicId?: string | null; page?: number }): Promise<PostPage>;
  post(postId: string): Promise<PostDetail>;
  replies(postId: string, page: number): Promise<ReplyPage>;
  circles(): Promise<Circle[]>;
  topics(): Promise<Topic[]>;
  honour(): Promise<HonourBoard>;
}

const PAGE_SIZE = 10;

export function communityReader(schoolId: string, signal: AbortSignal): CommunityReader {
  async function get<T>(path: string, query: Query = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    let response: Response;
    try {
      response = await fetch(`${path}${search ? `?${search}` : ''}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new H5ApiError(0, null);
    }
    const body = (await response.json().catch(() => null)) as { data?: T; errorCode?: unknown } | null;
    if (!response.ok || !body || body.data === undefined) {
      throw new H5ApiError(response.status, typeof body?.errorCode === 'string' ? body.errorCode : null);
    }
    return body.data;
  }
  return {
    overview: () => get<CommunityOverview>(apiPath(COMMUNITY_API_PATHS.overview, { schoolId })),
    posts: ({ circleId, topicId, page }) =>
      get<PostPage>(apiPath(COMMUNITY_API_PATHS.posts, { schoolId }), {
        circleId,
        topicId,
        page: page ?? 1,
        pageSize: PAGE_SIZE,
        sort: 'latest',
      }),
    post: (postId) => get<PostDetail>(apiPath(COMMUNITY_API_PATHS.post, { schoolId, postId })),
    replies: (postId, page) =>
      get<ReplyPage>(apiPath(COMMUNITY_API_PATHS.replies, { schoolId, postId }), {
        page,
        pageSize: PAGE_SIZE,
      }),
    circles: async () =>
      (await get<{ records: Circle[] }>(apiPath(COMMUNITY_API_PATHS.circles, { schoolId }))).records,
    topics: async () =>
      (await get<{ records: Topic[] }>(apiPath(COMMUNITY_API_PATHS.topics, { schoolId }))).records,
    honour: () => get<HonourBoard>(apiPath(COMMUNITY_API_PATHS.honour, { schoolId })),
  };
}
