/**
 * The O3 header's user card (spec §3 "O3 nickname info: nickName, nickNameAvatar", §7 get-nickname-info and
 * get-notice-count with inviteCode, language cn/en, optional env=mirror; §8 O3 user info errors).
 * - visitor: null fields / count 0 (the routes are "open");
 * - a request whose access token no longer stands for a session: 401 SESSION_EXPIRED (the web signs out and
 *   reloads, §8 "O3 user info code 401");
 * - a signed-in user bound to the school's single sign-on whose community membership was removed: 410
 *   O3_USER_DELETED with details.o3Code 50001 (§8: sign out, "user deleted").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  O3CardQuery,
  O3NicknameInfoSchema,
  O3NoticeCountSchema,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { ERROR_CODES as SPEC_ERROR_CODES, displayUserName } from '@portico/core';
import type { FastifyRequest } from 'fastify';
import { accessTokenOf } from '../../auth/cookies.ts';
import { isMemberOf, viewerOf, type Viewer } from '../../auth/viewer.ts';
import { optionalTenantSchool } from '../../shared/tenant-school.ts';
import { findSchoolById, type SchoolRow } from '../../repositories/schools.ts';
import { fail } from '../../shared/http-error.ts';
import { findInvite } from '../members/queries.ts';
import { unreadCount } from '../messages/queries.ts';

const o3CardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The school: tenant keys (the gate resolved them) or the spec's inviteCode; it must be an O3 school. */
  async function o3School(request: FastifyRequest, inviteCode: string | undefined): Promise<SchoolRow> {
    let school = optionalTenantSchool(request);
    if (inviteCode) {
      const invite = await findInvite(app.db, inviteCode);
      if (!invite) throw fail('INVITE_NOT_FOUND', 'Unknown invite code');
      if (school && school.id !== invite.school_id) {
        throw fail('SCHOOL_ID_CONFLICT', 'The invite code names another school');
      }
      school ??= (await findSchoolById(app.db, invite.school_id)) ?? null;
    }
    if (!school) throw fail('SCHOOL_ID_REQUIRED', 'Name the school (inviteCode or tenantId)');
    if (school.kind !== 'o3')
      throw fail('COMMUNITY_NOT_AVAILABLE', 'This school is not an O3 community school');
    return school;
  }

  /** The signed-in viewer, null for a visitor; throws the §8 errors described above. */
  async function cardViewer(request: FastifyRequest, school: SchoolRow): Promise<Viewer | null> {
    const viewer = viewerOf(request);
    if (!viewer) {
      if (accessTokenOf(request)) throw fail('SESSION_EXPIRED', 'Session expired');
      return null;
    }
    if (!isMemberOf(viewer, school.id)) {
      const bound = await app.db
        .selectFrom('third_party_identities')
        .select('id')
        .where('school_id', '=', school.id)
        .where('user_id', '=', viewer.userId)
        .executeTakeFirst();
      if (bound) {
        throw fail('O3_USER_DELETED', 'Your community account in this school was deleted', {
          o3Code: SPEC_ERROR_CODES.O3_USER_DELETED,
        });
      }
    }
    return viewer;
  }

  const rule = { school: 'optional', who: 'anyone' } as const;

  app.get(
    '/api/o3service/o3/card/open/get-nickname-info',
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
      const school = await o3School(request, request.query.inviteCode);
      const viewer = await cardViewer(request, school);
      if (!viewer) return ok({ nickName: null, nickNameAvatar: null });
      return ok({ nickName: displayUserName(viewer.user), nickNameAvatar: viewer.user.avatarUrl });
    },
  );

  app.get(
    '/api/o3service/o3/card/open/get-notice-count',
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
      const school = await o3School(request, request.query.inviteCode);
      const viewer = await cardViewer(request, school);
      if (!viewer) return ok({ count: 0 });
      return ok({ count: await unreadCount(app.db, { schoolId: school.id, userId: viewer.userId }) });
    },
  );
};

export default o3CardRoutes;
