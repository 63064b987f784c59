/** `GET /api/personal-center/v1/exams` (issue 24): the viewer's exams in the school (learning center, archive). */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { LearnerExam } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export interface LearnerExamList {
  records: LearnerExam[];
  total: number;
}

export function fetchMyExams(schoolId: string, signal?: AbortSignal): Promise<LearnerExamList> {
  return apiRequest<LearnerExamList>(apiPath(EXAMS_API_PATHS.myExams), {
    query: { schoolId },
    headers: pageLanguageHeader(),
    signal,
  });
}

export function useMyExams(schoolId: string) {
  return useQuery({
    queryKey: ['my-exams', schoolId] as const,
    queryFn: ({ signal }) => fetchMyExams(schoolId, signal),
  });
}
