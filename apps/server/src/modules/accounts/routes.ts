/** The viewer's own account (contracts.md §5): profile read and name update, pending auth-code deletion. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { deleteAuthCodes } from '../../auth/auth-codes.ts';
import { NOT_LOGGED_IN, currentViewer, viewerOf } from '../../auth/viewer.ts';
import { badRequest, notFound, unauthorized } from '../../shared/http-error.ts';
import { nameProblem } from '../../shared/names.ts';
import { Ok, errorResponses, ok } from '../../shared/schemas.ts';
import { presentUser } from './presenter.ts';
import { findUser, updateUser } from './queries.ts';
import { UpdateMeBody, UserInfoSchema } from './schemas.ts';

export const USER_NAME_MAX = 30;

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const loadMe = async (userId: string) => {
    const user = await findUser(app.db, userId);
    if (!user) throw notFound('User not found');
    return presentUser(user);
  };

  app.get(
    '/api/accounts/users/me',
    {
      config: { auth: true },
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user',
        response: { 200: Ok(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(await loadMe(currentViewer(request).userId)),
  );

  app.patch(
    '/api/accounts/users/me',
    {
      config: { auth: true },
      schema: {
        tags: ['accounts'],
        summary: 'Update the real name and/or nickname (1–30 characters, no special characters or emoji)',
        body: UpdateMeBody,
        response: { 200: Ok(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { realName, nickName } = request.body;
      if (realName === undefined && nickName === undefined) {
        throw badRequest('Give realName or nickName to update');
      }
      const problem =
        (realName === undefined ? null : nameProblem('Real name', realName, USER_NAME_MAX)) ??
        (nickName === undefined ? null : nameProblem('Nickname', nickName, USER_NAME_MAX));
      if (problem) throw badRequest(problem);
      await updateUser(app.db, viewer.userId, {
        ...(realName === undefined ? {} : { real_name: realName.trim() }),
        ...(nickName === undefined ? {} : { nick_name: nickName.trim() }),
      });
      return ok(await loadMe(viewer.userId));
    },
  );

  app.delete(
    '/api/accounts/user/authcode',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete one authorization code, or (logged in, no code) every code issued in the last 600 s',
        querystring: Type.Object({ code: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
        response: { 200: Ok(Type.Object({ deleted: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => {
      // Holding a code is enough to drop it (the session may already have expired, spec §4); the bulk form
      // needs to know whose codes they are.
      const viewer = viewerOf(request);
      const code = request.query.code ?? null;
      if (!code && !viewer) throw unauthorized(NOT_LOGGED_IN);
      return ok({ deleted: await deleteAuthCodes(app.db, { code, userId: viewer?.userId ?? null }) });
    },
  );
};

export default accountRoutes;
