/** `GET /api/authoring/v1/{schoolId}/courses/{courseId}/draft` (issue 25): the course's draft and state. */
import { AUTHORING_API_PATHS, apiPath, type DraftView } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const draftKey = (schoolId: string, courseId: string) =>
  ['creation', schoolId, 'draft', courseId] as const;

export function fetchDraft(schoolId: string, courseId: string, signal?: AbortSignal): Promise<DraftView> {
  return apiRequest<DraftView>(apiPath(AUTHORING_API_PATHS.draft, { schoolId, courseId }), { signal });
}

export function useDraft(schoolId: string, courseId: string) {
  return useQuery({
    queryKey: draftKey(schoolId, courseId),
    queryFn: ({ signal }) => fetchDraft(schoolId, courseId, signal),
    // The editor holds its own copy while the author works; a background refetch must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
