/**
 * The community's writes (issue 14 item 2; routes in @portico/contracts community.ts): write a post or a
 * question, reply, like, and — for moderators — hide or unhide. Reads arrive with the page (bootstrap).
 */
import {
  COMMUNITY_API_PATHS,
  apiPath,
  type CreatePostInput,
  type LikeInput,
  type LikeState,
  type PostDetail,
  type PostSummary,
  type Reply,
} from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

function createPost(schoolId: string, input: CreatePostInput): Promise<PostDetail> {
  return apiRequest<PostDetail>(apiPath(COMMUNITY_API_PATHS.posts, { schoolId }), {
    method: 'POST',
    json: input,
  });
}

function createReply(schoolId: string, postId: string, body: string): Promise<Reply> {
  return apiRequest<Reply>(apiPath(COMMUNITY_API_PATHS.replies, { schoolId, postId }), {
    method: 'POST',
    json: { body },
  });
}

function setLike(schoolId: string, input: LikeInput): Promise<LikeState> {
  return apiRequest<LikeState>(apiPath(COMMUNITY_API_PATHS.likes, { schoolId }), {
    method: 'PUT',
    json: input,
  });
}

function setHidden(schoolId: string, postId: string, hidden: boolean): Promise<PostSummary> {
  return apiRequest<PostSummary>(apiPath(COMMUNITY_API_PATHS.visibility, { schoolId, postId }), {
    method: 'PUT',
    json: { hidden },
  });
}

export const useCreatePost = (schoolId: string) =>
  useMutation({ mutationFn: (input: CreatePostInput) => createPost(schoolId, input) });

export const useCreateReply = (schoolId: string, postId: string) =>
  useMutation({ mutationFn: (body: string) => createReply(schoolId, postId, body) });

export const useLike = (schoolId: string) =>
  useMutation({ mutationFn: (input: LikeInput) => setLike(schoolId, input) });

export const useSetHidden = (schoolId: string, postId: string) =>
  useMutation({ mutationFn: (hidden: boolean) => setHidden(schoolId, postId, hidden) });
