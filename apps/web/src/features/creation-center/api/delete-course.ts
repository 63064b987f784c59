/** `DELETE /api/authoring/v1/{schoolId}/courses/{courseId}` (issue 25): a course that was never published. */
import { AUTHORING_API_PATHS, apiPath } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function deleteCourse(schoolId: string, courseId: string): Promise<unknown> {
  return apiRequest<unknown>(apiPath(AUTHORING_API_PATHS.course, { schoolId, courseId }), {
    method: 'DELETE',
  });
}

export function useDeleteCourse(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => deleteCourse(schoolId, courseId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['creation', schoolId, 'courses'] }),
  });
}
