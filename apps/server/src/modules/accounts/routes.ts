/** The viewer's own account (contracts.md §5): profile read and name update, pending auth-code deletion. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthCodeQuery,
  DeletedSchema,
  Ok,
  UpdateMeBody,
  UserInfoSchema,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { API_LIMITS } from '@portico/core';
import { deleteAuthCodes } from '../../auth/auth-codes.ts';
import { NOT_LOGGED_IN, currentViewer, viewerOf } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { nameProblem } from '../../shared/names.ts';
import { presentUser } from './presenter.ts';
import { findUser, updateUser } from './queries.ts';
import { access } from '../../shared/access.ts';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const loadMe = async (userId: string) => {
    const user = await findUser(app.db, userId);
    if (!user) throw fail('USER_NOT_FOUND', 'User not found');
    return presentUser(user);
  };

  app.get(
    API_PATHS.accounts.me,
    {
      config: { access: access.user },
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in user',
        response: { 200: Ok(UserInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(await loadMe(currentViewer(request).userId)),
  );

  app.patch(
    API_PATHS.accounts.me,
    {
      config: { access: access.user },
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
        throw fail('NOTHING_TO_UPDATE', 'Give realName or nickName to update');
      }
      const problem =
        (realName === undefined ? null : nameProblem('user', 'Real name', realName, API_LIMITS.USER_NAME)) ??
        (nickName === undefined ? null : nameProblem('user', 'Nickname', nickName, API_LIMITS.USER_NAME));
      if (problem) throw problem;
      await updateUser(app.db, viewer.userId, {
        ...(realName === undefined ? {} : { real_name: realName.trim() }),
        ...(nickName === undefined ? {} : { nick_name: nickName.trim() }),
      });
      return ok(await loadMe(viewer.userId));
    },
  );

  app.delete(
    API_PATHS.accounts.authCode,
    {
      config: { access: access.public },
      schema: {
        tags: ['accounts'],
        summary: 'Delete one authorization code, or (logged in, no code) every code issued in the last 600 s',
        querystring: AuthCodeQuery,
        response: { 200: Ok(DeletedSchema), ...errorResponses },
      },
    },
    async (request) => {
      // Holding a code is enough to drop it (the session may already have expired, spec §4); the bulk form
      // needs to know whose codes they are.
      const viewer = viewerOf(request);
      const code = request.query.code ?? null;
      if (!code && !viewer) throw fail('NOT_LOGGED_IN', NOT_LOGGED_IN);
      return ok({ deleted: await deleteAuthCodes(app.db, { code, userId: viewer?.userId ?? null }) });
    },
  );
};

export default accountRoutes;
