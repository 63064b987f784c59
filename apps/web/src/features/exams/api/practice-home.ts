/** `GET /api/exam/v1/open/{schoolId}/practice` (issue 24): practice sets by category, with the viewer's counts. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { PracticeHome } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export function fetchPracticeHome(schoolId: string, signal?: AbortSignal): Promise<PracticeHome> {
  return apiRequest<PracticeHome>(apiPath(EXAMS_API_PATHS.practiceHome, { schoolId }), {
    headers: pageLanguageHeader(),
    signal,
  });
}

export function usePracticeHome(schoolId: string) {
  return useQuery({
    queryKey: ['practice-home', schoolId] as const,
    queryFn: ({ signal }) => fetchPracticeHome(schoolId, signal),
  });
}
