/** `POST /api/exam/v1/{schoolId}/exams/{examId}/attempts` (issue 24): starts an attempt, or resumes the running one. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { Attempt } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function startAttempt(schoolId: string, examId: string): Promise<Attempt> {
  return apiRequest<Attempt>(apiPath(EXAMS_API_PATHS.attempts, { schoolId, examId }), {
    method: 'POST',
    json: {},
  });
}

/**
 * The attempt the content page shows: the POST is idempotent while one is in progress (the server returns it),
 * so it is read like a query — a reload, or `refetch()` after a stale write, shows the server's paper and answers.
 */
export function useAttempt(schoolId: string, examId: string) {
  return useQuery({
    queryKey: ['exam-attempt', schoolId, examId] as const,
    queryFn: () => startAttempt(schoolId, examId),
    staleTime: Infinity,
    retry: false,
  });
}
