import { SCHOOLS_API_PATHS, apiPath } from '@portico/contracts';
import type { SchoolInfo } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** `POST /api/school/schools/` (contracts.md §5): the creator becomes its admin. */
function createSchool(input: { name: string; description?: string }): Promise<SchoolInfo> {
  return apiRequest(apiPath(SCHOOLS_API_PATHS.create), { method: 'POST', json: input });
}

export function useCreateSchool() {
  return useMutation({ mutationFn: createSchool });
}
