/** `POST /api/authoring/v1/{schoolId}/courses` (issue 25): a new course — its first draft, never published. */
import { AUTHORING_API_PATHS, apiPath, type CreateCourseInput, type DraftView } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function createCourse(schoolId: string, input: CreateCourseInput): Promise<DraftView> {
  return apiRequest<DraftView>(apiPath(AUTHORING_API_PATHS.courses, { schoolId }), {
    method: 'POST',
    json: input,
  });
}

export function useCreateCourse(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCourseInput) => createCourse(schoolId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['creation', schoolId, 'courses'] }),
  });
}
