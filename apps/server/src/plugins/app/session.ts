/**
 * Resolves the viewer once per request from a valid access token (cookie, or `Authorization: Bearer`), so every
 * route and policy reads it through `viewerOf(request)`. Who may call a route is the access gate's business
 * (access-gate.ts); this plugin only says who is asking.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokenOf } from '../../auth/cookies.ts';
import { resolveViewer } from '../../auth/resolve-viewer.ts';
import type { Viewer } from '../../auth/viewer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/**
 * Responses no cache (browser, proxy, CDN) may keep (issue 9 §6): any answer to a request with a valid session
 * (it may show that user's data), and any answer that sets or clears a cookie (login, renewal, logout). The one
 * exception is a content-hashed public file (`immutable`, web/render.ts), which holds no user data.
 */
function isPrivateResponse(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.hasHeader('set-cookie')) return true;
  if (!request.viewer) return false;
  return !/\bimmutable\b/.test(String(reply.getHeader('cache-control') ?? ''));
}

export default fp(
  async (app) => {
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      const token = accessTokenOf(request);
      if (token) request.viewer = await resolveViewer(app.db, token);
    });
    // After @fastify/cookie's own onSend (registered earlier), so cookies set by the handler are visible here.
    app.addHook('onSend', async (request, reply, payload) => {
      if (isPrivateResponse(request, reply)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'session', dependencies: ['db', 'cookie'] },
);
