/** `GET /api/exam/v1/{schoolId}/practice/mistakes` (issue 24): the viewer's mistake book. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { Mistake } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export function fetchMistakes(
  schoolId: string,
  signal?: AbortSignal,
): Promise<{ records: Mistake[]; total: number }> {
  return apiRequest<{ records: Mistake[]; total: number }>(apiPath(EXAMS_API_PATHS.mistakes, { schoolId }), {
    headers: pageLanguageHeader(),
    signal,
  });
}

export function useMistakes(schoolId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['mistakes', schoolId] as const,
    queryFn: ({ signal }) => fetchMistakes(schoolId, signal),
    enabled,
  });
}
