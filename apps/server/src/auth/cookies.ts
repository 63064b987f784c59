/**
 * The cookies of contracts.md §5. All SameSite=Lax, Secure when the request came over https (`request.protocol`,
 * which honours X-Forwarded-Proto only when TRUST_PROXY is on).
 *
 * Deviation: refresh_token uses Path=/ (not /api/auth): a browser sends a cookie only under its path, and §5
 * needs the refresh cookie on page requests too ("viewer only when the refresh cookie is present", render-time
 * renewal). It stays HttpOnly.
 */
import { CACHE_AND_SESSION } from '@portico/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, type IssuedTokens } from './tokens.ts';

export const COOKIES = {
  access: 'access_token',
  refresh: 'refresh_token',
  session: 'portico_session',
  renewedAt: 'token_renewed_at',
  nameCompliance: 'name_compliance',
} as const;

const REFRESH_COOKIE_PATH = '/';
const DAY_S = 86_400;
const RENEWAL_COOKIE_S = Math.round(CACHE_AND_SESSION.SESSION_RENEWAL_COOKIE_DAYS * DAY_S);
const NAME_COMPLIANCE_S = CACHE_AND_SESSION.NAME_COMPLIANCE_COOKIE_DAYS * DAY_S;

interface CookieSpec {
  httpOnly: boolean;
  path: string;
  maxAge: number;
}

const SPECS: Record<(typeof COOKIES)[keyof typeof COOKIES], CookieSpec> = {
  access_token: { httpOnly: true, path: '/', maxAge: ACCESS_TOKEN_TTL_S },
  refresh_token: { httpOnly: true, path: REFRESH_COOKIE_PATH, maxAge: REFRESH_TOKEN_TTL_S },
  portico_session: { httpOnly: false, path: '/', maxAge: REFRESH_TOKEN_TTL_S },
  token_renewed_at: { httpOnly: false, path: '/', maxAge: RENEWAL_COOKIE_S },
  name_compliance: { httpOnly: false, path: '/', maxAge: NAME_COMPLIANCE_S },
};

function set(request: FastifyRequest, reply: FastifyReply, name: keyof typeof SPECS, value: string) {
  const spec = SPECS[name];
  reply.setCookie(name, value, { ...spec, sameSite: 'lax', secure: request.protocol === 'https' });
}

/** Login and rotation: both tokens, the script-visible session marker and the renewal time (epoch ms). */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): void {
  set(request, reply, COOKIES.access, tokens.accessToken);
  set(request, reply, COOKIES.refresh, tokens.refreshToken);
  set(request, reply, COOKIES.session, '1');
  set(request, reply, COOKIES.renewedAt, String(Date.now()));
}

/** Spec §4 name compliance: set once, for one day. */
export function setNameComplianceCookie(request: FastifyRequest, reply: FastifyReply): void {
  set(request, reply, COOKIES.nameCompliance, '1');
}

/** Logout and failed renewal: every cookie of the contract, expired now. */
export function clearAuthCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, spec] of Object.entries(SPECS)) {
    reply.setCookie(name, '', {
      httpOnly: spec.httpOnly,
      path: spec.path,
      maxAge: 0,
      expires: new Date(0),
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
}

/** The access token of a request: the cookie, else `Authorization: Bearer` (API clients). */
export function accessTokenOf(request: FastifyRequest): string | null {
  const cookie = request.cookies[COOKIES.access];
  if (cookie) return cookie;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export const refreshTokenOf = (request: FastifyRequest): string | null =>
  request.cookies[COOKIES.refresh] || null;
