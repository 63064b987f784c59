/**
 * Security headers. Helmet sets the usual set; the Content-Security-Policy is built here because the SSR
 * bootstrap script needs a fresh nonce per request (`reply.scriptNonce`, passed to the web renderer).
 */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce allowed by this response's CSP for inline scripts. */
    scriptNonce: string;
  }
}

const contentSecurityPolicy = (nonce: string) => policyWithScripts([`'nonce-${nonce}'`]);

/**
 * The policy of a page served from the page cache (web/page-cache.ts): no nonce can be fresh there, so the
 * page's own inline scripts are allowed by their SHA-256 hashes, and nothing else inline.
 */
export const hashedContentSecurityPolicy = (hashes: readonly string[]) =>
  policyWithScripts(hashes.map((hash) => `'sha256-${hash}'`));

const policyWithScripts = (sources: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...sources].join(' '),
    // React style attributes and CSS-in-JS need inline styles; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

const HSTS = 'max-age=31536000; includeSubDomains';
/**
 * The policy of the API's answers (JSON, the sanitised agreement text, opened directly at most): nothing in them
 * may run — no script at all, so no nonce is drawn (and an answer kept by the visitor cache stays exact when
 * replayed) — and it is shorter on every answer. Images and inline styles keep the agreement text readable.
 */
const API_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "img-src 'self' data: https:",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export default fp(
  async (app) => {
    // HSTS is set below, over https only: sent over plain http it means nothing, and a development or
    // intranet host on http must not pin itself (issue 9 §6).
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    });
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/')) {
        reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      } else {
        reply.scriptNonce = randomBytes(16).toString('base64');
        reply.header('content-security-policy', contentSecurityPolicy(reply.scriptNonce));
      }
      // request.protocol honours X-Forwarded-Proto only from the trusted proxy hops.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security' },
);
