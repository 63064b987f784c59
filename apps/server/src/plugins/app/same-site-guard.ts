/**
 * Refuses cross-site state-changing requests on every route (issue 9 §4, login CSRF): a page elsewhere can make
 * the browser POST a form (urlencoded, multipart or text/plain, with or without a body) to any of our routes —
 * to sign the victim in as the attacker, or to act with the victim's cookies. Browsers tell us where a request
 * comes from: `Sec-Fetch-Site` (every current browser), else `Origin` (sent on every cross-origin POST). A request
 * with neither is not from a browser page (curl, a server, a native app) and cannot carry a victim's intent.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../../shared/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `none`: the user typed the address or used a bookmark; `same-site` covers our sibling region hosts. */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Whether the Origin names this very host. `request.host` follows X-Forwarded-Host only from a trusted proxy
 * (TRUST_PROXY_HOPS). The scheme is not compared: behind a TLS proxy we may see http while the page was https.
 */
function originIsOurs(origin: string, request: FastifyRequest): boolean {
  try {
    const from = new URL(origin);
    // Parsing our host under the Origin's scheme drops a default port the same way the Origin does.
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    // `Origin: null` (sandboxed frames, file: pages, privacy redirects) or garbage: not provably ours.
    return false;
  }
}

/** True when a browser says the request was made by a page of another site. */
function isCrossSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = single(request.headers['sec-fetch-site']);
  if (fetchSite !== undefined) return !TRUSTED_FETCH_SITES.has(fetchSite.toLowerCase());
  const origin = single(request.headers.origin);
  if (origin !== undefined) return !originIsOurs(origin, request);
  return false;
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (isCrossSiteRequest(request)) throw fail('CROSS_SITE_REQUEST', 'Cross-site request refused');
    });
  },
  { name: 'same-site-guard', dependencies: ['error-handler'] },
);
