/** `POST` / `DELETE /api/personal-center/v1/follows/{userId}` (issue 11 §3): follow a member of the school or stop. */
import { PERSON_SPACE_API_PATHS, apiPath, type FollowResult } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

function setFollow(schoolId: string, userId: string, follow: boolean): Promise<FollowResult> {
  return apiRequest<FollowResult>(apiPath(PERSON_SPACE_API_PATHS.follow, { userId }), {
    method: follow ? 'POST' : 'DELETE',
    query: { schoolId },
  });
}

export function useFollow(schoolId: string, userId: string) {
  return useMutation({ mutationFn: (follow: boolean) => setFollow(schoolId, userId, follow) });
}
