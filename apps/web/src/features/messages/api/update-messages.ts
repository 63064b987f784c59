/**
 * `POST /api/personal-center/updateMsg` (spec §7, as a POST: it changes data): mark some or all of the viewer's
 * messages in the school read. The answer's unread count goes to the bell of every tab.
 */
import { MESSAGES_API_PATHS, apiPath } from '@portico/contracts';
import type { MessageList, UpdateMessagesResult } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { clearNotification, publishCount } from '@/lib/message-sync.ts';

function updateMessages(
  schoolId: string,
  input: { ids: string[] } | { all: true },
): Promise<UpdateMessagesResult> {
  return apiRequest<UpdateMessagesResult>(apiPath(MESSAGES_API_PATHS.update), {
    method: 'POST',
    query: { schoolId, pushClient: 4 },
    json: input,
  });
}

export function useMarkRead(schoolId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[] } | { all: true }) => updateMessages(schoolId, input),
    onSuccess: (result, input) => {
      const marked = 'all' in input ? null : new Set(input.ids);
      // Every cached page shows the messages read at once (no refetch needed to see it).
      client.setQueriesData<MessageList>({ queryKey: ['messages', schoolId] }, (list) =>
        list
          ? {
              ...list,
              unreadCount: result.unreadCount,
              records: list.records.map((m) => (!marked || marked.has(m.id) ? { ...m, read: true } : m)),
            }
          : list,
      );
      if ('all' in input) clearNotification();
      publishCount({ schoolId, userId, count: result.unreadCount });
    },
  });
}
