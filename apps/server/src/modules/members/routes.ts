/** School membership (contracts.md §5): validity, roles, permissions, joining by invitation. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentViewer, isAdminOf, isLecturerOf, isMemberOf, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../plugins/app/tenant-context.ts';
import { conflict, forbidden, notFound } from '../../shared/http-error.ts';
import { ErrorBody, Id, Ok, TenantQuery, errorResponses, ok } from '../../shared/schemas.ts';
import { toAgreementLang } from '../agreements/presenter.ts';
import { AgreementLangQuery } from '../agreements/schemas.ts';
import { loadAgreementStatus } from '../agreements/status.ts';
import { assertCanViewSchoolContent } from '../schools/policy.ts';
import { findSchoolById } from '../schools/queries.ts';
import { addMembership, findEffectiveMembership, findInvite, loadEffectiveRoles } from './queries.ts';
import { MemberAllInfosSchema, MemberSchema, OPERATION_CODES } from './schemas.ts';

export const INVITE_NOT_FOUND = 'Invitation code not found or expired';
export const ALREADY_MEMBER = 'You are already a member of this school';
const NOT_YOURS = 'You may only look up yourself, unless you administer this school';

const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/school/members/getMemberIsValid/',
    {
      config: { tenant: true },
      schema: {
        tags: ['members'],
        summary: 'Whether the viewer is a valid member of the school (false for visitors)',
        querystring: Type.Object(TenantQuery),
        response: { 200: Ok(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => ok(isMemberOf(viewerOf(request), tenantSchool(request).id)),
  );

  app.get(
    '/api/school/members/:userId/',
    {
      config: { tenant: { query: 'schoolUuid' }, auth: true },
      schema: {
        tags: ['members'],
        summary: "A user's membership of a school (the user themself or an admin of the school)",
        params: Type.Object({ userId: Id('User id') }),
        querystring: Type.Object({ schoolUuid: Id('School id') }),
        response: { 200: Ok(MemberSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const { userId } = request.params;
      // Authorise before looking: a stranger must not learn who belongs to a school.
      if (userId !== viewer.userId && !isAdminOf(viewer, school.id)) throw forbidden(NOT_YOURS);
      const row = await findEffectiveMembership(app.db, userId, school);
      if (!row) throw notFound('Not a member of this school');
      return ok({ userId, schoolId: school.id, role: row.role, joinedAt: row.joined_at });
    },
  );

  app.get(
    '/api/school/lecturers/permission',
    {
      config: { tenant: true, auth: true },
      schema: {
        tags: ['members'],
        summary: 'Lecturing permission of a user (default: the viewer) in a school',
        querystring: Type.Object({ ...TenantQuery, userId: Type.Optional(Id('User id')) }),
        response: { 200: Ok(Type.Object({ hasPermission: Type.Boolean() })), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const userId = request.query.userId ?? viewer.userId;
      if (userId === viewer.userId) return ok({ hasPermission: isLecturerOf(viewer, school.id) });
      if (!isAdminOf(viewer, school.id)) throw forbidden(NOT_YOURS);
      const role = (await loadEffectiveRoles(app.db, userId)).get(school.id);
      return ok({ hasPermission: role === 'lecturer' || role === 'admin' });
    },
  );

  app.get(
    '/api/acl/v1/operation/hasPermissions',
    {
      config: { tenant: true, auth: true },
      schema: {
        tags: ['members'],
        summary: 'Whether the viewer may perform an operation in the school (header School-Id, user_id)',
        querystring: Type.Object({
          ...TenantQuery,
          operationCode: Type.String({ minLength: 1, maxLength: 64, description: 'e.g. TRAINING_CENTER' }),
        }),
        headers: Type.Object({ user_id: Type.Optional(Id('Must be the logged-in user')) }),
        response: { 200: Ok(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const claimed = request.headers.user_id;
      if (claimed && claimed !== viewer.userId) throw forbidden('user_id does not match the session');
      const code = request.query.operationCode as (typeof OPERATION_CODES)[number];
      // TRAINING_CENTER: admins and lecturers; unknown operations are never granted.
      return ok(OPERATION_CODES.includes(code) && isLecturerOf(viewer, school.id));
    },
  );

  app.get(
    '/api/ischool/v1/members/member-all-infos',
    {
      config: { tenant: true, auth: true },
      schema: {
        tags: ['members'],
        summary: "The viewer's overview in the school: valid member, agreement signing state",
        querystring: Type.Object({
          ...TenantQuery,
          ...AgreementLangQuery,
          firstJoin: Type.Optional(Type.String({ maxLength: 10 })),
        }),
        response: { 200: Ok(MemberAllInfosSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      assertCanViewSchoolContent({ school, viewer });
      const validMember = isMemberOf(viewer, school.id);
      const status = await loadAgreementStatus(app.db, {
        schoolId: school.id,
        userId: viewer.userId,
        validMember,
        lang: toAgreementLang(request.query.lang),
      });
      return ok({ validMemberOfSchool: validMember, isSignSchoolConventionAgreementVo: status });
    },
  );

  app.post(
    '/api/school/members/join',
    {
      config: { auth: true },
      schema: {
        tags: ['members'],
        summary: 'Join a school with an invitation code',
        body: Type.Object({ inviteCode: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Ok(Type.Object({ schoolId: Id('School id') })), ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const invite = await findInvite(app.db, request.body.inviteCode);
      const school = invite && (await findSchoolById(app.db, invite.school_id));
      if (!school) throw notFound(INVITE_NOT_FOUND);
      if (isMemberOf(viewer, school.id)) throw conflict(ALREADY_MEMBER);
      await addMembership(app.db, school.id, viewer.userId, 'member');
      return ok({ schoolId: school.id });
    },
  );
};

export default memberRoutes;
