import { AUTH_API_PATHS, apiPath } from '@portico/contracts';
import { CACHE_AND_SESSION } from '@portico/core';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client.ts';
import {
  hasSessionCookie,
  LAST_RENEWAL_KEY,
  readCookie,
  RENEWED_AT_COOKIE,
  safeStorage,
} from '@/lib/auth-storage.ts';
import { browserTryLock } from '../utils/renewal-lock.ts';
import { latestTimestamp, maybeRenewSession } from '../utils/renewal.ts';

/**
 * `POST /api/auth/oauth/token` with `grant_type=refresh_token` as JSON (the server refuses form bodies, a login
 * CSRF vector: issue 9 §4); the refresh token travels in its HttpOnly cookie. An authenticated call: a 401 (session
 * expired, revoked or reused) runs the failed-auth handler.
 */
export async function renewToken(): Promise<{ expiresIn: number }> {
  return apiRequest(apiPath(AUTH_API_PATHS.token), { method: 'POST', json: { grant_type: 'refresh_token' } });
}

function renewOnce() {
  return maybeRenewSession({
    now: Date.now,
    loggedIn: hasSessionCookie,
    lastRenewedAt: () =>
      latestTimestamp(readCookie(RENEWED_AT_COOKIE), safeStorage()?.getItem(LAST_RENEWAL_KEY)),
    tryLock: browserTryLock(),
    renew: async () => {
      await renewToken();
    },
    markRenewed: (at) => safeStorage()?.setItem(LAST_RENEWAL_KEY, String(at)),
  });
}

/** Spec §4 "Session renewal: on a full page load, then every 10 minutes" (each time only if stale). */
export function useSessionRenewal(): void {
  useEffect(() => {
    void renewOnce();
    const timer = setInterval(() => void renewOnce(), CACHE_AND_SESSION.SESSION_RENEWAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
}
