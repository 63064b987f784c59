/** Login, token renewal, logout and authorization codes (contracts.md §5). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { issueAuthCode } from '../../auth/auth-codes.ts';
import { accessTokenOf, clearAuthCookies, refreshTokenOf, setSessionCookies } from '../../auth/cookies.ts';
import { ACCESS_TOKEN_TTL_S, issueTokens, revokeTokens, rotateRefreshToken } from '../../auth/tokens.ts';
import { currentViewer } from '../../auth/viewer.ts';
import { badRequest, notFound, unauthorized } from '../../shared/http-error.ts';
import { ErrorBody, Id, Ok, errorResponses, ok } from '../../shared/schemas.ts';
import { presentUser } from '../accounts/presenter.ts';
import { UserInfoSchema } from '../accounts/schemas.ts';
import { findSchoolById } from '../schools/queries.ts';
import { authenticate } from './login.ts';

export const SESSION_EXPIRED = 'Session expired';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Spec §7 sends the renewal as a form; this plugin's routes accept urlencoded bodies besides JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/auth/login/init',
    {
      schema: {
        tags: ['auth'],
        summary: 'Password login (e-mail or 11-digit mobile); sets the session cookies',
        body: Type.Object({
          account: Type.String({ minLength: 1, maxLength: 254 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
          agreementAccepted: Type.Optional(Type.Boolean()),
        }),
        response: { 200: Ok(Type.Object({ user: UserInfoSchema })), ...errorResponses, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await authenticate(app.db, {
        ...request.body,
        agreementAccepted: request.body.agreementAccepted === true,
        ip: request.ip,
      });
      setSessionCookies(request, reply, await issueTokens(app.db, user.id));
      return ok({ user: presentUser(user) });
    },
  );

  app.post(
    '/api/auth/oauth/token',
    {
      // A renewal may come without any body (the refresh token is in its cookie).
      preValidation: async (request) => {
        request.body ??= { grant_type: '' };
      },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (form or JSON; token from the body or the cookie)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: Type.Object({
          grant_type: Type.String({ description: 'refresh_token' }),
          refresh_token: Type.Optional(Type.String()),
        }),
        response: { 200: Ok(Type.Object({ expiresIn: Type.Integer() })), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.body.grant_type !== 'refresh_token') throw badRequest('grant_type must be refresh_token');
      const token = request.body.refresh_token || refreshTokenOf(request);
      const rotated = token ? await rotateRefreshToken(app.db, token) : null;
      if (!rotated) {
        clearAuthCookies(request, reply);
        throw unauthorized(SESSION_EXPIRED);
      }
      setSessionCookies(request, reply, rotated);
      return ok({ expiresIn: ACCESS_TOKEN_TTL_S });
    },
  );

  app.delete(
    '/api/auth/open/logout',
    {
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
    '/api/auth/v1/oauth/authorize',
    {
      config: { auth: true },
      schema: {
        tags: ['auth'],
        summary: 'A single-use authorization code (600 s) for the logged-in user',
        querystring: Type.Object({
          grant_type: Type.String({ description: 'authorization_code' }),
          response_type: Type.String({ description: 'code' }),
          schoolId: Type.Optional(Id('School the code is issued for')),
        }),
        response: { 200: Ok(Type.Object({ code: Type.String() })), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { grant_type, response_type, schoolId } = request.query;
      if (grant_type !== 'authorization_code') throw badRequest('grant_type must be authorization_code');
      if (response_type !== 'code') throw badRequest('response_type must be code');
      if (schoolId && !(await findSchoolById(app.db, schoolId))) throw notFound('School not found');
      return ok({ code: await issueAuthCode(app.db, { userId: viewer.userId, schoolId: schoolId ?? null }) });
    },
  );
};

export default authRoutes;
