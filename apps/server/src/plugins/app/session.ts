/**
 * Resolves the viewer once per request from a valid access token (cookie, or `Authorization: Bearer`), so every
 * route and policy reads it through `viewerOf(request)`. Routes that need a viewer declare
 * `config: { auth: true }` and answer 401 before validation or any query.
 */
import fp from 'fastify-plugin';
import { accessTokenOf } from '../../auth/cookies.ts';
import { findActiveSession } from '../../auth/tokens.ts';
import { NOT_LOGGED_IN, type Viewer } from '../../auth/viewer.ts';
import { loadEffectiveRoles } from '../../modules/members/queries.ts';
import { presentUser } from '../../modules/accounts/presenter.ts';
import { unauthorized } from '../../shared/http-error.ts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: boolean;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The viewer an access token stands for, or null when it is unknown, expired or revoked. */
export async function resolveViewer(app: FastifyInstance, accessToken: string): Promise<Viewer | null> {
  const session = await findActiveSession(app.db, accessToken);
  if (!session) return null;
  const roles = await loadEffectiveRoles(app.db, session.id);
  return {
    userId: session.id,
    user: presentUser(session),
    familyId: session.family_id,
    memberSchoolIds: new Set(roles.keys()),
    roles,
  };
}

export default fp(
  async (app) => {
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      const token = accessTokenOf(request);
      if (token) request.viewer = await resolveViewer(app, token);
    });
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.auth && !request.viewer) throw unauthorized(NOT_LOGGED_IN);
    });
  },
  { name: 'session', dependencies: ['db', 'cookie'] },
);
