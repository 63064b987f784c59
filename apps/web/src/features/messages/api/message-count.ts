/**
 * `GET /api/personal-center/getMessageCnt` (spec §7, pushClient=4, headers tenantId and userId): the bell's unread
 * count. The bell is in the entry bundle, where the query library is not (src/lib/with-query.ts), so this endpoint
 * keeps a plain hook: the first value comes with the bootstrap (no request on first paint), later ones when the tab
 * becomes visible again, from the other tabs, and from the clear-notification event.
 */
import { MESSAGES_API_PATHS, apiPath } from '@portico/contracts';
import type { MessageCount } from '@portico/contracts';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client.ts';
import { CLEAR_NOTIFICATION_EVENT, publishCount, subscribeCount } from '@/lib/message-sync.ts';

function fetchMessageCount(schoolId: string, userId: string): Promise<MessageCount> {
  return apiRequest<MessageCount>(apiPath(MESSAGES_API_PATHS.count), {
    query: { pushClient: 4 },
    headers: { tenantId: schoolId, userId },
  });
}

/** A visible tab asks again at most this often (not a spec value: cheap, and fresh enough for a badge). */
const REFRESH_MIN_MS = 60_000;

export function useMessageCount(input: {
  schoolId: string;
  userId: string;
  initial: number;
  enabled: boolean;
}) {
  const { schoolId, userId, initial, enabled } = input;
  const [count, setCount] = useState(initial);
  useEffect(() => {
    if (!enabled) return;
    let lastFetch = Date.now();
    const unsubscribe = subscribeCount((update) => {
      if (update.schoolId === schoolId && update.userId === userId) setCount(update.count);
    });
    const onClear = () => publishCount({ schoolId, userId, count: 0 });
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastFetch < REFRESH_MIN_MS) return;
      lastFetch = Date.now();
      fetchMessageCount(schoolId, userId)
        .then((data) => publishCount({ schoolId, userId, count: data.count }))
        // A failed refresh keeps the count shown (spec §8 style: the bell is not worth an error).
        .catch(() => undefined);
    };
    window.addEventListener(CLEAR_NOTIFICATION_EVENT, onClear);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      window.removeEventListener(CLEAR_NOTIFICATION_EVENT, onClear);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [schoolId, userId, enabled]);
  return count;
}
