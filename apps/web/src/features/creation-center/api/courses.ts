/**
 * `GET /api/authoring/v1/{schoolId}/courses?scope=mine|school` (issue 25): the viewer's courses (an admin may ask
 * for the whole school's) with their state. The first paint's list comes from the page bootstrap.
 */
import { AUTHORING_API_PATHS, apiPath, type AuthoringCourseList } from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export type CourseScope = 'mine' | 'school';

export const coursesKey = (schoolId: string, scope: CourseScope) =>
  ['creation', schoolId, 'courses', scope] as const;

export function fetchAuthoringCourses(
  schoolId: string,
  scope: CourseScope,
  signal?: AbortSignal,
): Promise<AuthoringCourseList> {
  return apiRequest<AuthoringCourseList>(apiPath(AUTHORING_API_PATHS.courses, { schoolId }), {
    query: { scope },
    signal,
  });
}

export function useAuthoringCourses(schoolId: string, scope: CourseScope, initial?: AuthoringCourseList) {
  return useQuery({
    queryKey: coursesKey(schoolId, scope),
    queryFn: ({ signal }) => fetchAuthoringCourses(schoolId, scope, signal),
    ...(initial ? { initialData: initial } : {}),
  });
}
