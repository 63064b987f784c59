/** Fans and follows in a school (spec §3 personSpaceVo; the personal space's fan / follow tabs). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  FollowListQuery,
  FollowListSchema,
  FollowParams,
  FollowResultSchema,
  Ok,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { followTarget, spaceOwnerId } from './policy.ts';
import { presentFollowList } from './presenter.ts';
import { follow, followCounts, followList, unfollow } from './queries.ts';

const followRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.personSpace.follows,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['person-space'],
        summary: "A member's fans (type=fan) or the users they follow (type=follow) in the school",
        querystring: FollowListQuery,
        response: { 200: Ok(FollowListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const { type, page, pageSize } = request.query;
      const userId = await spaceOwnerId(app.db, school, viewer, request.query.userId);
      const now = new Date().toISOString();
      const found = await followList(app.db, { schoolId: school.id, userId, type, page, pageSize, now });
      return ok(presentFollowList(found, { page, pageSize }));
    },
  );

  const change = async (
    request: FastifyRequest & { params: { userId: string } },
    action: 'follow' | 'unfollow',
  ) => {
    const school = tenantSchool(request);
    const viewer = currentViewer(request);
    const target = await followTarget(app.db, school, viewer, request.params.userId);
    if (action === 'follow') await follow(app.db, school.id, viewer.userId, target);
    else await unfollow(app.db, school.id, viewer.userId, target);
    return ok({
      followed: action === 'follow',
      personSpaceVo: await followCounts(app.db, school.id, target),
    });
  };

  const options = (summary: string) => ({
    config: { access: access.schoolUser },
    schema: {
      tags: ['person-space'],
      summary,
      params: FollowParams,
      querystring: TenantOnlyQuery,
      response: { 200: Ok(FollowResultSchema), ...errorResponses },
    },
  });

  app.post(API_PATHS.personSpace.follow, options('Follow a member of the school'), (request) =>
    change(request, 'follow'),
  );
  app.delete(API_PATHS.personSpace.follow, options('Stop following a member of the school'), (request) =>
    change(request, 'unfollow'),
  );
};

export default followRoutes;
