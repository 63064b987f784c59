/**
 * The session as a page render sees it (contracts.md §5): logged in only with a valid access token AND a valid
 * refresh token. A valid refresh token with a missing or expired access token is renewed right here, and the new
 * cookies ride on the HTML response ("renewal on full page load"); a dead refresh token clears the cookies.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveViewer } from './resolve-viewer.ts';
import { clearAuthCookies, refreshTokenOf, setSessionCookies } from './cookies.ts';
import { activeRefreshToken, rotateRefreshToken } from './tokens.ts';
import type { Viewer } from './viewer.ts';

export async function pageViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { renew: boolean },
): Promise<Viewer | null> {
  const refreshToken = refreshTokenOf(request);
  if (!refreshToken) return null;
  if (request.viewer) {
    const refresh = await activeRefreshToken(app.db, refreshToken);
    return refresh?.user_id === request.viewer.userId ? request.viewer : null;
  }
  // Only real pages renew: stray requests (favicon, probes) must not rotate, or parallel ones would collide.
  if (!options.renew) return null;
  const rotated = await rotateRefreshToken(app.db, refreshToken);
  if (!rotated) {
    clearAuthCookies(request, reply);
    return null;
  }
  setSessionCookies(request, reply, rotated);
  request.viewer = await resolveViewer(app.db, rotated.accessToken);
  return request.viewer;
}
