/**
 * The O3 header's user card (spec §3 "O3 nickname info: nickName, nickNameAvatar", §7 get-nickname-info and
 * get-notice-count with inviteCode, language cn/en, optional env=mirror; §8 O3 user info errors).
 * - visitor: null fields / count 0 (the routes are "open");
 * - a request whose access token no longer stands for a session: 401 SESSION_EXPIRED (the web signs out and
 *   reloads, §8 "O3 user info code 401");
 * - a signed-in user bound to the school's single sign-on whose community membership was removed: 410
 *   O3_USER_DELETED with details.o3Code 50001 (§8: sign out, "user deleted").
 * All three refusals, the O3-only rule and the school named by inviteCode are the route's access declaration
 * (shared/access.ts), enforced by the gate.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  O3CardQuery,
  O3NicknameInfoSchema,
  O3NoticeCountSchema,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { displayUserName } from '@portico/core';
import { viewerOf } from '../../auth/viewer.ts';
import type { AccessRule } from '../../shared/access.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { unreadCount } from '../messages/queries.ts';

const o3CardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Named by the tenant keys or the spec's inviteCode (both must agree); an O3 school only; a stale token is
  // SESSION_EXPIRED, not a visitor; a deleted single sign-on user is O3_USER_DELETED (spec §8). Visitors get nulls.
  const rule: AccessRule = {
    school: 'required',
    who: 'anyone',
    invite: 'inviteCode',
    requires: ['o3School', 'liveSession', 'boundMember'],
  };

  app.get(
    API_PATHS.o3Card.nicknameInfo,
    {
      config: { access: rule },
      schema: {
        tags: ['o3'],
        summary: "The signed-in user's nickname and avatar in the O3 school (null for visitors)",
        querystring: O3CardQuery,
        response: { 200: Ok(O3NicknameInfoSchema), ...errorResponses, 410: errorResponses[404] },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      if (!viewer) return ok({ nickName: null, nickNameAvatar: null });
      return ok({ nickName: displayUserName(viewer.user), nickNameAvatar: viewer.user.avatarUrl });
    },
  );

  app.get(
    API_PATHS.o3Card.noticeCount,
    {
      config: { access: rule },
      schema: {
        tags: ['o3'],
        summary: 'Unread messages of the signed-in user in the O3 school (0 for visitors)',
        querystring: O3CardQuery,
        response: { 200: Ok(O3NoticeCountSchema), ...errorResponses, 410: errorResponses[404] },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = viewerOf(request);
      if (!viewer) return ok({ count: 0 });
      return ok({ count: await unreadCount(app.db, { schoolId: school.id, userId: viewer.userId }) });
    },
  );
};

export default o3CardRoutes;
