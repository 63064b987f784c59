import { AUTH_API_PATHS, apiPath } from '@portico/contracts';
import type { LoginInput, LoginResult } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { LAST_RENEWAL_KEY, safeStorage } from '@/lib/auth-storage.ts';

export type { LoginInput };

/**
 * `POST /api/auth/login/init` (contracts.md §5). Not an authenticated call: its 401 ("Login failed") is an
 * answer, not an expired session. The fresh tokens count as a renewal for the renewal schedule.
 */
async function loginInit(input: LoginInput): Promise<LoginResult> {
  const data = await apiRequest<LoginResult>(apiPath(AUTH_API_PATHS.loginInit), {
    method: 'POST',
    json: input,
    auth: false,
  });
  safeStorage()?.setItem(LAST_RENEWAL_KEY, String(Date.now()));
  return data;
}

export function useLoginInit() {
  return useMutation({ mutationFn: loginInit });
}
