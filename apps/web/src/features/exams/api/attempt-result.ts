/** `GET /api/exam/v1/{schoolId}/attempts/{attemptId}/result` (issue 24): score and the review the policy allows. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { AttemptResult } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function fetchAttemptResult(
  schoolId: string,
  attemptId: string,
  signal?: AbortSignal,
): Promise<AttemptResult> {
  return apiRequest<AttemptResult>(apiPath(EXAMS_API_PATHS.result, { schoolId, attemptId }), { signal });
}

export function useAttemptResult(schoolId: string, attemptId: string) {
  return useQuery({
    queryKey: ['exam-result', schoolId, attemptId] as const,
    queryFn: ({ signal }) => fetchAttemptResult(schoolId, attemptId, signal),
    retry: false,
    // Time ran out in the browser just before the server's deadline: ask again until the server closed it.
    refetchInterval: (query) => (query.state.data?.state === 'in_progress' ? 3000 : false),
  });
}
