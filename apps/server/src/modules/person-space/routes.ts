/** Personal space (spec §7 selectUserInfo, selectPersonDetails, searchVipWithImageJson; issue 11 §3–§4). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Ok,
  PersonDetailsQuery,
  PersonDetailsSchema,
  SelectUserInfoSchema,
  VipQuery,
  VipSchema,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { loadPersonDetails } from './load-space.ts';
import { USER_NOT_FOUND, spaceOwnerId } from './policy.ts';
import { presentUserRes, presentVip } from './presenter.ts';
import { activeVip, findProfile } from './queries.ts';

const personSpaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.personSpace.userInfo,
    {
      config: { access: access.user },
      schema: {
        tags: ['person-space'],
        summary: 'The viewer with the registration time (userRes.createdTime)',
        response: { 200: Ok(SelectUserInfoSchema), ...errorResponses },
      },
    },
    async (request) => {
      const profile = await findProfile(app.db, currentViewer(request).userId);
      if (!profile) throw fail('USER_NOT_FOUND', 'User not found');
      return ok({ userRes: presentUserRes(profile) });
    },
  );

  app.get(
    API_PATHS.personSpace.personDetails,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['person-space'],
        summary: 'A personal space in the school: profile, fans/follows (personSpaceVo), VIP, joined schools',
        querystring: PersonDetailsQuery,
        response: { 200: Ok(PersonDetailsSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const userId = await spaceOwnerId(app.db, school, viewer, request.query.userId);
      const details = await loadPersonDetails(app.db, { school, viewer, userId });
      if (!details) throw fail('USER_NOT_FOUND', USER_NOT_FOUND);
      return ok(details);
    },
  );

  app.get(
    API_PATHS.personSpace.vip,
    {
      // The badge shows on avatars anyone may see; it tells nothing else about the user.
      config: { access: access.public },
      schema: {
        tags: ['person-space'],
        summary: 'Whether a user is a VIP (the avatar badge); `random` is the 5-minute cache bucket',
        querystring: VipQuery,
        response: { 200: Ok(VipSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const vip = await activeVip(app.db, request.query.userId, new Date().toISOString());
      // Spec §9: the client asks once per 5-minute bucket; let caches keep the answer that long.
      void reply.header('cache-control', 'public, max-age=300');
      return ok(presentVip(vip));
    },
  );
};

export default personSpaceRoutes;
