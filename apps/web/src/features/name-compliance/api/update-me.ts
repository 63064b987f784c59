import { ACCOUNTS_API_PATHS, apiPath } from '@portico/contracts';
import type { UserInfo } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** `PATCH /api/accounts/users/me` (contracts.md §5): the server re-checks the name rules. */
function updateMe(input: { realName?: string; nickName?: string }): Promise<UserInfo> {
  return apiRequest(apiPath(ACCOUNTS_API_PATHS.me), { method: 'PATCH', json: input });
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe });
}
