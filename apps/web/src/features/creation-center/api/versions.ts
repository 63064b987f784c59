/** `GET …/courses/{courseId}/versions` (issue 25): the published versions, newest first, with who and when. */
import { AUTHORING_API_PATHS, apiPath, type CourseVersionList } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const versionsKey = (schoolId: string, courseId: string) =>
  ['creation', schoolId, 'versions', courseId] as const;

export function fetchVersions(schoolId: string, courseId: string, signal?: AbortSignal) {
  return apiRequest<CourseVersionList>(apiPath(AUTHORING_API_PATHS.versions, { schoolId, courseId }), {
    signal,
  });
}

export function useVersions(schoolId: string, courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: versionsKey(schoolId, courseId),
    queryFn: ({ signal }) => fetchVersions(schoolId, courseId, signal),
    enabled,
  });
}
