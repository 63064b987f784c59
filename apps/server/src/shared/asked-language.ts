import { isSupportedLanguage, type LanguageCode } from '@portico/core';
import type { FastifyRequest } from 'fastify';

/**
 * The page language a JSON call names: `sxz-lang` (spec §2) in the URL, else an `sxz-lang` request header (the web
 * app's list calls send the page's language that way, keeping their spec query as it is); null when absent or not a
 * supported code (the caller keeps its default).
 */
export function askedLanguage(request: FastifyRequest): LanguageCode | null {
  const fromQuery = new URL(request.url, 'http://portico.invalid').searchParams.get('sxz-lang');
  if (isSupportedLanguage(fromQuery)) return fromQuery;
  const header = request.headers['sxz-lang'];
  return isSupportedLanguage(header) ? header : null;
}
