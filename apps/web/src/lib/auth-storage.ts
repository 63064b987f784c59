/**
 * Browser-side session traces (spec §3 local storage, §4 failed auth / logout). The tokens themselves live in
 * HttpOnly cookies (contracts.md §5); script only sees `portico_session` and `token_renewed_at`.
 */
import { DEFAULT_LANGUAGE, isSupportedLanguage, STORAGE_KEYS, type LanguageCode } from '@portico/core';

/** Spec §3 "Cached locally: realName, nickName, mobile, avatarUrl, avatarId, email" plus tokens and user id. */
const CACHED_USER_KEYS = [
  STORAGE_KEYS.ACCESS_TOKEN,
  STORAGE_KEYS.REFRESH_TOKEN,
  STORAGE_KEYS.USER_ID,
  STORAGE_KEYS.REAL_NAME,
  STORAGE_KEYS.NICK_NAME,
  STORAGE_KEYS.MOBILE,
  STORAGE_KEYS.EMAIL,
  STORAGE_KEYS.AVATAR_URL,
  'avatarId',
] as const;

/** Spec §4 "a login-event marker is written" (value: epoch ms). */
export const LOGIN_EVENT_KEY = 'login_event';
/** Spec §4 logout "sets a refresh flag for O3 login status". */
export const O3_REFRESH_LOGIN_KEY = 'o3_refresh_login';
/** Epoch ms of the last session renewal seen by any tab (complements the 600 s `token_renewed_at` cookie). */
export const LAST_RENEWAL_KEY = 'portico_last_renewal';
/** sessionStorage: the name-compliance prompt was shown in this browser session. */
export const NAME_PROMPTED_KEY = 'name_compliance_prompted';

const SESSION_COOKIE = 'portico_session';
export const RENEWED_AT_COOKIE = 'token_renewed_at';

/** Storage can throw (privacy mode, quota): every access is best-effort. */
export function safeStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function clearCachedUser(): void {
  const storage = safeStorage();
  for (const key of CACHED_USER_KEYS) storage?.removeItem(key);
}

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return part.slice(at + 1).trim();
      }
    }
  }
  return null;
}

/** Logged in for script purposes: the non-HttpOnly `portico_session` cookie is '1' (contracts.md §5). */
export function hasSessionCookie(): boolean {
  return readCookie(SESSION_COOKIE) === '1';
}

/** The page language: the bootstrap's, else the URL's sxz-lang, else the default. */
export function currentLang(): LanguageCode {
  const fromBootstrap = window.__PORTICO__?.bootstrap.lang;
  if (isSupportedLanguage(fromBootstrap)) return fromBootstrap;
  const fromUrl = new URLSearchParams(window.location.search).get('sxz-lang');
  return isSupportedLanguage(fromUrl) ? fromUrl : DEFAULT_LANGUAGE;
}
