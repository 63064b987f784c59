/** `GET /api/personal-center/v1/learning/archive` (issue 23 item 7): the viewer's completion records, paged. */
import { LEARNING_API_PATHS, apiPath } from '@portico/contracts';
import type { LearningArchive } from '@portico/contracts';
import { API_LIMITS } from '@portico/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export const ARCHIVE_PAGE_SIZE = API_LIMITS.ENROLMENT_PAGE_SIZE;
export const ARCHIVE_CSV_PATH = apiPath(LEARNING_API_PATHS.archiveCsv);

export function fetchArchive(schoolId: string, page: number, signal?: AbortSignal): Promise<LearningArchive> {
  return apiRequest<LearningArchive>(apiPath(LEARNING_API_PATHS.archive), {
    query: { schoolId, page, pageSize: ARCHIVE_PAGE_SIZE },
    // Issue 23 item 8: course names of the next pages in the page's language, as the first one.
    headers: pageLanguageHeader(),
    signal,
  });
}

/** Page 1 starts from the bootstrap's archive (nothing fetched on first load). */
export function useArchive(schoolId: string, page: number, initial: LearningArchive) {
  return useQuery({
    queryKey: ['learning-archive', schoolId, page] as const,
    queryFn: ({ signal }) => fetchArchive(schoolId, page, signal),
    initialData: page === 1 ? initial : undefined,
    placeholderData: keepPreviousData,
  });
}
