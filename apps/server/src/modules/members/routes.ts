/** School membership (contracts.md §5): validity, roles, permissions, joining by invitation. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  ErrorBody,
  JoinBody,
  JoinResultSchema,
  LecturerPermissionQuery,
  LecturerPermissionSchema,
  MemberAllInfosQuery,
  MemberAllInfosSchema,
  MemberParams,
  MemberQuery,
  MemberSchema,
  OPERATION_CODES,
  Ok,
  OperationHeaders,
  OperationQuery,
  TenantOnlyQuery,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer, isLecturerOf, isMemberOf, viewerOf } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { fail } from '../../shared/http-error.ts';
import { toAgreementLang } from '../agreements/presenter.ts';
import { loadAgreementStatus } from '../agreements/status.ts';
import { findSchoolById } from '../schools/queries.ts';
import { notifySchoolJoined } from './notify-joined.ts';
import { addMembership, findEffectiveMembership, findInvite, loadEffectiveRoles } from './queries.ts';
import { access } from '../../shared/access.ts';

const INVITE_NOT_FOUND = 'Invitation code not found or expired';
const ALREADY_MEMBER = 'You are already a member of this school';

const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.members.memberIsValid,
    {
      config: { access: access.schoolFace },
      schema: {
        tags: ['members'],
        summary: 'Whether the viewer is a valid member of the school (false for visitors)',
        querystring: TenantOnlyQuery,
        response: { 200: Ok(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => ok(isMemberOf(viewerOf(request), tenantSchool(request).id)),
  );

  app.get(
    API_PATHS.members.member,
    {
      config: {
        access: {
          school: 'required',
          who: 'user',
          from: { query: 'schoolUuid' },
          // Authorised before looking: a stranger must not learn who belongs to a school.
          subject: { from: { param: 'userId' }, admins: true },
        },
      },
      schema: {
        tags: ['members'],
        summary: "A user's membership of a school (the user themself or an admin of the school)",
        params: MemberParams,
        querystring: MemberQuery,
        response: { 200: Ok(MemberSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { userId } = request.params;
      const row = await findEffectiveMembership(app.db, userId, school);
      if (!row) throw fail('MEMBERSHIP_NOT_FOUND', 'Not a member of this school');
      return ok({ userId, schoolId: school.id, role: row.role, joinedAt: row.joined_at });
    },
  );

  app.get(
    API_PATHS.members.lecturerPermission,
    {
      config: { access: { ...access.schoolUser, subject: { from: { query: 'userId' }, admins: true } } },
      schema: {
        tags: ['members'],
        summary: 'Lecturing permission of a user (default: the viewer) in a school',
        querystring: LecturerPermissionQuery,
        response: { 200: Ok(LecturerPermissionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const userId = request.query.userId ?? viewer.userId;
      if (userId === viewer.userId) return ok({ hasPermission: isLecturerOf(viewer, school.id) });
      // Another user: the gate let only the school's admins through.
      const role = (await loadEffectiveRoles(app.db, userId)).get(school.id);
      return ok({ hasPermission: role === 'lecturer' || role === 'admin' });
    },
  );

  app.get(
    API_PATHS.members.hasPermissions,
    {
      config: { access: { ...access.schoolUser, subject: { from: { header: 'user_id' } } } },
      schema: {
        tags: ['members'],
        summary: 'Whether the viewer may perform an operation in the school (header School-Id, user_id)',
        querystring: OperationQuery,
        headers: OperationHeaders,
        response: { 200: Ok(Type.Boolean()), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const code = request.query.operationCode as (typeof OPERATION_CODES)[number];
      // TRAINING_CENTER: admins and lecturers; unknown operations are never granted.
      return ok(OPERATION_CODES.includes(code) && isLecturerOf(viewer, school.id));
    },
  );

  app.get(
    API_PATHS.members.memberAllInfos,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['members'],
        summary: "The viewer's overview in the school: valid member, agreement signing state",
        querystring: MemberAllInfosQuery,
        response: { 200: Ok(MemberAllInfosSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
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
    API_PATHS.members.join,
    {
      config: { access: access.user },
      schema: {
        tags: ['members'],
        summary: 'Join a school with an invitation code',
        body: JoinBody,
        response: { 200: Ok(JoinResultSchema), ...errorResponses, 409: ErrorBody },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const invite = await findInvite(app.db, request.body.inviteCode);
      const school = invite && (await findSchoolById(app.db, invite.school_id));
      if (!school) throw fail('INVITE_NOT_FOUND', INVITE_NOT_FOUND);
      if (isMemberOf(viewer, school.id)) throw fail('ALREADY_MEMBER', ALREADY_MEMBER);
      await addMembership(app.db, school.id, viewer.userId, 'member');
      await notifySchoolJoined(app.db, school, viewer.userId);
      return ok({ schoolId: school.id });
    },
  );
};

export default memberRoutes;
