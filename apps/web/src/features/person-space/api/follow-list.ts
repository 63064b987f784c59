/** `GET /api/personal-center/v1/follows` (issue 11 §3): a member's fans or the users they follow in the school. */
import { PERSON_SPACE_API_PATHS, apiPath } from '@portico/contracts';
import type { FollowList } from '@portico/contracts';
import { API_LIMITS } from '@portico/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const FOLLOW_PAGE_SIZE = API_LIMITS.FOLLOW_PAGE_SIZE;

export interface FollowListParams {
  schoolId: string;
  userId: string;
  type: 'fan' | 'follow';
  page: number;
}

function fetchFollowList(p: FollowListParams, signal?: AbortSignal): Promise<FollowList> {
  return apiRequest<FollowList>(apiPath(PERSON_SPACE_API_PATHS.follows), {
    query: { schoolId: p.schoolId, userId: p.userId, type: p.type, page: p.page, pageSize: FOLLOW_PAGE_SIZE },
    signal,
  });
}

const followListOptions = (p: FollowListParams) =>
  queryOptions({
    queryKey: ['follows', p.schoolId, p.userId, p.type, p.page] as const,
    queryFn: ({ signal }) => fetchFollowList(p, signal),
  });

export function useFollowList(p: FollowListParams, initial: FollowList | null) {
  return useQuery({
    ...followListOptions(p),
    initialData: p.page === 1 && initial ? initial : undefined,
    placeholderData: keepPreviousData,
  });
}
