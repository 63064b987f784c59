/** `GET /api/personal-center/v1/messages` (issue 11 §1): the viewer's messages in the school, newest first. */
import { MESSAGES_API_PATHS, apiPath } from '@portico/contracts';
import type { MessageList } from '@portico/contracts';
import { API_LIMITS } from '@portico/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const MESSAGE_PAGE_SIZE = API_LIMITS.MESSAGE_PAGE_SIZE;

function fetchMessages(schoolId: string, page: number, signal?: AbortSignal): Promise<MessageList> {
  return apiRequest<MessageList>(apiPath(MESSAGES_API_PATHS.list), {
    query: { schoolId, page, pageSize: MESSAGE_PAGE_SIZE },
    signal,
  });
}

const messagesOptions = (schoolId: string, page: number) =>
  queryOptions({
    queryKey: ['messages', schoolId, page] as const,
    queryFn: ({ signal }) => fetchMessages(schoolId, page, signal),
  });

/** Page 1 starts from the bootstrap's list (server render and hydration show it; nothing is fetched). */
export function useMessages(schoolId: string, page: number, initial: MessageList | null) {
  return useQuery({
    ...messagesOptions(schoolId, page),
    initialData: page === 1 && initial ? initial : undefined,
    placeholderData: keepPreviousData,
  });
}
