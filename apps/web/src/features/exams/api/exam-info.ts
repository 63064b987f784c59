/** `GET /api/exam/v1/open/{schoolId}/exams/{examId}` (issue 24): the exam's settings and the viewer's standing. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { ExamInfo } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export function fetchExamInfo(schoolId: string, examId: string, signal?: AbortSignal): Promise<ExamInfo> {
  return apiRequest<ExamInfo>(apiPath(EXAMS_API_PATHS.examInfo, { schoolId, examId }), {
    headers: pageLanguageHeader(),
    signal,
  });
}

/**
 * `initial`: the page's own copy (a signed-in viewer's examInfo carries it, issue 28 item 4) — painted at once and
 * refreshed on mount all the same (stale at once: the window and the attempts are live).
 */
export function useExamInfo(schoolId: string, examId: string, initial?: ExamInfo) {
  return useQuery({
    queryKey: ['exam-info', schoolId, examId] as const,
    queryFn: ({ signal }) => fetchExamInfo(schoolId, examId, signal),
    staleTime: 0,
    ...(initial ? { initialData: initial } : {}),
  });
}
