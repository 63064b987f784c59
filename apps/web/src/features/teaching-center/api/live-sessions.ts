/** Live sessions (issue 26 item 3): the lecturer's per class, the member's across their classes, the .ics link. */
import { LIVE_SESSIONS_API_PATHS, apiPath } from '@portico/contracts';
import type { LiveSession, LiveSessionBody, LiveSessionList } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

const P = LIVE_SESSIONS_API_PATHS;

export const liveKeys = {
  classSessions: (schoolId: string, classId: string) => ['live-sessions', schoolId, classId] as const,
  mine: (schoolId: string) => ['my-live-sessions', schoolId] as const,
};

export function useClassSessions(schoolId: string, classId: string) {
  return useQuery({
    queryKey: liveKeys.classSessions(schoolId, classId),
    queryFn: ({ signal }) =>
      apiRequest<LiveSessionList>(apiPath(P.classSessions, { schoolId, classId }), { signal }),
  });
}

/** Re-read every minute, so a join link opens on a page left open (the server decides when). */
export function useMySessions(schoolId: string) {
  return useQuery({
    queryKey: liveKeys.mine(schoolId),
    queryFn: ({ signal }) => apiRequest<LiveSessionList>(apiPath(P.mySessions, { schoolId }), { signal }),
    refetchInterval: 60_000,
  });
}

export const scheduleSession = (schoolId: string, classId: string, body: LiveSessionBody) =>
  apiRequest<LiveSession>(apiPath(P.classSessions, { schoolId, classId }), { method: 'POST', json: body });

export const editSession = (schoolId: string, classId: string, sessionId: string, body: LiveSessionBody) =>
  apiRequest<LiveSession>(apiPath(P.classSession, { schoolId, classId, sessionId }), {
    method: 'PUT',
    json: body,
  });

export const cancelSession = (schoolId: string, classId: string, sessionId: string) =>
  apiRequest<LiveSession>(apiPath(P.classSession, { schoolId, classId, sessionId }), { method: 'DELETE' });

export const sessionIcsHref = (schoolId: string, sessionId: string) =>
  apiPath(P.sessionIcs, { schoolId, sessionId });
