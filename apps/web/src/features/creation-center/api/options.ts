/** `GET /api/authoring/v1/{schoolId}/options` (issue 25): languages, categories, lecturers, exams, review switch. */
import { AUTHORING_API_PATHS, apiPath, type AuthoringOptions } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export function fetchAuthoringOptions(schoolId: string, signal?: AbortSignal): Promise<AuthoringOptions> {
  return apiRequest<AuthoringOptions>(apiPath(AUTHORING_API_PATHS.options, { schoolId }), {
    headers: pageLanguageHeader(),
    signal,
  });
}

export function useAuthoringOptions(schoolId: string) {
  return useQuery({
    queryKey: ['creation', schoolId, 'options'] as const,
    queryFn: ({ signal }) => fetchAuthoringOptions(schoolId, signal),
    staleTime: 5 * 60_000,
  });
}
