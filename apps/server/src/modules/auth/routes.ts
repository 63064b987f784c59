/** Login, token renewal, logout and authorization codes (contracts.md §5). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthCodeSchema,
  AuthorizeQuery,
  ErrorBody,
  LoginBody,
  LoginResultSchema,
  Ok,
  TokenBody,
  TokenResultSchema,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { Type } from 'typebox';
import { issueAuthCode } from '../../auth/auth-codes.ts';
import { accessTokenOf, clearAuthCookies, refreshTokenOf, setSessionCookies } from '../../auth/cookies.ts';
import { ACCESS_TOKEN_TTL_S, issueTokens, revokeTokens, rotateRefreshToken } from '../../auth/tokens.ts';
import { currentViewer } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { presentUser } from '../accounts/presenter.ts';
import { optionalTenantSchool } from '../../shared/tenant-school.ts';
import { authenticate } from './login.ts';
import sessionRoutes from './session-routes.ts';
import { access } from '../../shared/access.ts';

const SESSION_EXPIRED = 'Session expired';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // JSON only (issue 9 §4, login CSRF): no urlencoded parser, and not Fastify's default text/plain either — the
  // body types an HTML form of another site can send. Spec §7's renewal "form" is sent as JSON, or without a body.
  app.removeContentTypeParser('text/plain');
  await app.register(sessionRoutes);

  app.post(
    API_PATHS.auth.loginInit,
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Password login (e-mail or 11-digit mobile); sets the session cookies',
        body: LoginBody,
        response: { 200: Ok(LoginResultSchema), ...errorResponses, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, app.addressCounter(request), {
        ...request.body,
        agreementAccepted: request.body.agreementAccepted === true,
        ip: request.ip,
      });
      setSessionCookies(request, reply, await issueTokens(app.db, user.id));
      return ok({ user: presentUser(user) });
    },
  );

  app.post(
    API_PATHS.auth.token,
    {
      config: { access: access.public },
      // A renewal may come without any body: the refresh token is in its cookie and this is the only grant.
      preValidation: async (request) => {
        request.body ??= { grant_type: 'refresh_token' };
      },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (JSON or no body; token from the body or the cookie)',
        body: TokenBody,
        response: { 200: Ok(TokenResultSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.body.grant_type !== 'refresh_token') {
        throw fail('GRANT_TYPE_INVALID', 'grant_type must be refresh_token');
      }
      const token = request.body.refresh_token || refreshTokenOf(request);
      const rotated = token ? await rotateRefreshToken(app.db, token) : null;
      if (!rotated) {
        clearAuthCookies(request, reply);
        throw fail('SESSION_EXPIRED', SESSION_EXPIRED);
      }
      setSessionCookies(request, reply, rotated);
      return ok({ expiresIn: ACCESS_TOKEN_TTL_S });
    },
  );

  app.delete(
    API_PATHS.auth.logout,
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session (access token and refresh family) and clear the cookies',
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeTokens(app.db, {
        accessToken: accessTokenOf(request),
        refreshToken: refreshTokenOf(request),
      });
      clearAuthCookies(request, reply);
      return ok(null);
    },
  );

  app.get(
    API_PATHS.auth.authorize,
    {
      config: { access: { school: 'optional', who: 'user' } },
      schema: {
        tags: ['auth'],
        summary: 'A single-use authorization code (600 s) for the logged-in user',
        querystring: AuthorizeQuery,
        response: { 200: Ok(AuthCodeSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { grant_type, response_type } = request.query;
      if (grant_type !== 'authorization_code') {
        throw fail('GRANT_TYPE_INVALID', 'grant_type must be authorization_code');
      }
      if (response_type !== 'code') throw fail('RESPONSE_TYPE_INVALID', 'response_type must be code');
      // The gate has checked that a named school exists and that the viewer may see it.
      const schoolId = optionalTenantSchool(request)?.id ?? null;
      return ok({ code: await issueAuthCode(app.db, { userId: viewer.userId, schoolId }) });
    },
  );
};

export default authRoutes;
