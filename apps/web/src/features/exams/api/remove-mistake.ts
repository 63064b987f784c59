/** `DELETE /api/exam/v1/{schoolId}/practice/mistakes/{questionId}` (issue 24): take a question out of the book. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function removeMistake(schoolId: string, questionId: string): Promise<unknown> {
  return apiRequest<unknown>(apiPath(EXAMS_API_PATHS.mistake, { schoolId, questionId }), {
    method: 'DELETE',
  });
}

export function useRemoveMistake(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => removeMistake(schoolId, questionId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['mistakes', schoolId] });
      void client.invalidateQueries({ queryKey: ['practice-home', schoolId] });
    },
  });
}
