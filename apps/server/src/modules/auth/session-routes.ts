/** "Sign out everywhere" (issue 9 §4): the user ends every session of theirs, on every device, at once. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Ok, RevokedSessionsSchema, errorResponses, ok, API_PATHS } from '@portico/contracts';
import { clearAuthCookies } from '../../auth/cookies.ts';
import { revokeUserSessions } from '../../auth/tokens.ts';
import { currentViewer } from '../../auth/viewer.ts';
import { access } from '../../shared/access.ts';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    API_PATHS.auth.sessions,
    {
      config: { access: access.user },
      schema: {
        tags: ['auth'],
        summary:
          "Sign out everywhere: revoke every access and refresh token of the user; clear this browser's cookies",
        response: {
          200: Ok(RevokedSessionsSchema),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const revokedSessions = await revokeUserSessions(app.db, currentViewer(request).userId);
      clearAuthCookies(request, reply);
      return ok({ revokedSessions });
    },
  );
};

export default sessionRoutes;
