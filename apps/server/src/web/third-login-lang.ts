/**
 * The O3 single sign-on's callback URL is fixed (registered with the provider), so it carries no `sxz-lang`. The
 * start stores the page language in a short cookie (THIRD_LOGIN.LANG_COOKIE, path /login/third); the callback
 * page is then redirected once to itself with that language, so the bind form speaks the visitor's language.
 */
import { THIRD_LOGIN, isSupportedLanguage } from '@portico/core';
import type { FastifyRequest } from 'fastify';

export function thirdLoginLanguageRedirect(request: FastifyRequest): string | null {
  const url = new URL(request.url, 'http://portal.invalid');
  if (url.pathname.replace(/\/+$/, '') !== THIRD_LOGIN.CALLBACK_PATH || url.searchParams.has('sxz-lang'))
    return null;
  const lang = request.cookies[THIRD_LOGIN.LANG_COOKIE];
  if (!isSupportedLanguage(lang)) return null;
  url.searchParams.set('sxz-lang', lang);
  return `${url.pathname}${url.search}`;
}
