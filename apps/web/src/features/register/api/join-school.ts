import { MEMBERS_API_PATHS } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** `POST /api/school/members/join` (contracts.md §5): 404 unknown/expired code, 409 already a member. */
function joinSchool(inviteCode: string): Promise<{ schoolId: string }> {
  return apiRequest(MEMBERS_API_PATHS.join, { method: 'POST', json: { inviteCode } });
}

export function useJoinSchool() {
  return useMutation({ mutationFn: joinSchool });
}
