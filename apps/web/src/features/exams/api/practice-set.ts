/** `GET /api/exam/v1/{schoolId}/practice/questions?category=` (issue 24): one category's practice questions. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { PracticeQuestion } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function fetchPracticeSet(
  schoolId: string,
  category: string,
  signal?: AbortSignal,
): Promise<{ questions: PracticeQuestion[] }> {
  return apiRequest<{ questions: PracticeQuestion[] }>(apiPath(EXAMS_API_PATHS.practiceSet, { schoolId }), {
    query: { category },
    signal,
  });
}

export function usePracticeSet(schoolId: string, category: string | null) {
  return useQuery({
    queryKey: ['practice-set', schoolId, category] as const,
    queryFn: ({ signal }) => fetchPracticeSet(schoolId, category ?? '', signal),
    enabled: category !== null,
    staleTime: Infinity,
  });
}
