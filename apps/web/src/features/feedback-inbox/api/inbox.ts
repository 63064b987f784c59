import { FEEDBACK_API_PATHS, apiPath } from '@portico/contracts';
import type { FeedbackInbox, FeedbackInboxFilter } from '@portico/contracts';
import { FEEDBACK_INBOX } from '@portico/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export interface InboxKey {
  schoolId: string;
  status: FeedbackInboxFilter;
  page: number;
}

/** GET /api/school/feedback/inbox (issue 12): a page of the school's feedback, newest first. */
function getInbox(key: InboxKey) {
  return apiRequest<FeedbackInbox>(apiPath(FEEDBACK_API_PATHS.inbox), {
    query: { schoolId: key.schoolId, status: key.status, page: key.page, pageSize: FEEDBACK_INBOX.PAGE_SIZE },
  });
}

const inboxQuery = (key: InboxKey) =>
  queryOptions({
    queryKey: ['feedback-inbox', key.schoolId, key.status, key.page],
    queryFn: () => getInbox(key),
  });

/** The page the server rendered is the first answer (no request on first paint); later pages are fetched. */
export function useInbox(key: InboxKey, initial: { key: InboxKey; data: FeedbackInbox }) {
  const same = initial.key.status === key.status && initial.key.page === key.page;
  return useQuery({
    ...inboxQuery(key),
    ...(same ? { initialData: initial.data } : {}),
    // The server's page is fresh: no request right after hydration; changes refetch (invalidation).
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
