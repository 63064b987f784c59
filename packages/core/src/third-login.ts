/**
 * The O3 school's single sign-on (issue 14 item 1; spec §7 "GET /api/auth/open/third/uniportal/authorization_code,
 * query sxz-lang, targetUrl (base64 of current URL); O3 login redirect"): the link that starts it, and the rule
 * that turns its targetUrl back into a same-site path — never an open redirect.
 */
import { isSafeRedirectPath } from './validation.ts';
import { href, type LinkOptions } from './routes/href.ts';

export const THIRD_LOGIN = {
  /** A started flow (state, nonce, PKCE verifier) is good for 10 minutes, once. */
  FLOW_TTL_S: 600,
  /** An unbound identity waits 10 minutes for its bind. */
  BIND_TICKET_TTL_S: 600,
  /** Longest decoded targetUrl accepted. */
  TARGET_MAX: 2048,
  START_PATH: '/api/auth/open/third/uniportal/authorization_code',
  CALLBACK_PATH: '/login/third/callback',
  /** The language the login started in, for the callback page (whose URL is fixed): 10 minutes, that path only. */
  LANG_COOKIE: 'third_login_lang',
} as const;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** UTF-8 bytes of a string (core has no TextEncoder: no DOM or Node types here). */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const part of encodeURIComponent(text).split(/(%[0-9A-F]{2})/)) {
    if (part.startsWith('%')) bytes.push(parseInt(part.slice(1), 16));
    else for (const char of part) bytes.push(char.charCodeAt(0));
  }
  return bytes;
}

/** base64 (standard alphabet) of the UTF-8 bytes of `url`; what the web sends as targetUrl. */
export function encodeTargetUrl(url: string): string {
  const bytes = utf8Bytes(url);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

/** base64 or base64url → UTF-8 text; null when it is neither, or the bytes are not UTF-8. */
function decodeBase64(value: string): string | null {
  const normalized = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normalized) || normalized.length % 4 === 1) return null;
  let escaped = '';
  let buffer = 0;
  let bits = 0;
  for (const char of normalized) {
    buffer = (buffer << 6) | B64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      escaped += `%${((buffer >> bits) & 255).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}

/**
 * targetUrl → the same-site path to return to after the login, or null when it is missing, not base64, too long,
 * another origin, protocol-relative, or otherwise not a safe path (core `isSafeRedirectPath`). An absolute URL
 * is accepted only on `origin` (the site the request came to) and reduced to its path, query and hash.
 */
export function decodeTargetUrl(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > THIRD_LOGIN.TARGET_MAX * 2) return null;
  const decoded = decodeBase64(value);
  if (decoded === null || decoded.length > THIRD_LOGIN.TARGET_MAX) return null;
  let path = decoded;
  if (/^[a-z][a-z0-9+.-]*:/i.test(decoded)) {
    try {
      const url = new URL(decoded);
      if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return null;
    }
  }
  return isSafeRedirectPath(path) ? path : null;
}

/** Spec §7 O3 login redirect, carrying the school (tenantId) so the server need not guess it from the target. */
export function o3LoginLink(a: LinkOptions & { schoolId: string; currentUrl: string }): string {
  return href(
    THIRD_LOGIN.START_PATH,
    [
      ['targetUrl', encodeTargetUrl(a.currentUrl)],
      ['tenantId', a.schoolId],
    ],
    a,
  );
}
