import { AUTH_API_PATHS, apiPath } from '@portico/contracts';
import { useCallback, useState } from 'react';
import { apiRequest } from '@/lib/api-client.ts';
import { clearCachedUser, LAST_RENEWAL_KEY, O3_REFRESH_LOGIN_KEY, safeStorage } from '@/lib/auth-storage.ts';
import { nav } from '@/lib/navigation.ts';

/** `DELETE /api/auth/open/logout` (contracts.md §5): revokes the session and clears every auth cookie. */
async function logout(): Promise<void> {
  await apiRequest<unknown>(apiPath(AUTH_API_PATHS.logout), { method: 'DELETE', auth: false });
}

/**
 * `DELETE /api/auth/sessions` (issue 9 §4 "sign out everywhere"): revokes every session of the user, on every
 * device, and clears this browser's cookies. Not an authenticated call in the failed-auth sense: a 401 (already
 * signed out) must not trigger a second redirect, the logout flow below navigates anyway.
 */
async function signOutEverywhere(): Promise<void> {
  await apiRequest<unknown>(apiPath(AUTH_API_PATHS.sessions), { method: 'DELETE', auth: false });
}

export type LogoutScope = 'this-session' | 'everywhere';

/**
 * Spec §4 logout: the server session first, then the local traces (cached user keys, the renewal stamp), the O3
 * login-status refresh flag, then the target page. Plain state instead of a query-library mutation: the user
 * menu is part of the initial bundle.
 */
export function useLogout(onError: () => void) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (target: string, scope: LogoutScope = 'this-session') => {
      setPending(true);
      try {
        await (scope === 'everywhere' ? signOutEverywhere() : logout());
      } catch {
        setPending(false);
        onError();
        return;
      }
      clearCachedUser();
      const storage = safeStorage();
      storage?.removeItem(LAST_RENEWAL_KEY);
      storage?.setItem(O3_REFRESH_LOGIN_KEY, '1');
      nav.assign(target);
    },
    [onError],
  );
  return { pending, run };
}
