/** A class's members (issue 26 item 1): added by search (picked users) or CSV (per-row outcome), and removed. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddMembersBody,
  ClassMemberParams,
  ClassParams,
  CLASSES_API_PATHS,
  MemberAddResultSchema,
  MemberCsvBody,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { classAccess } from './access.ts';
import { addMembers, removeMember } from './member-commands.ts';
import { parseMemberCsv } from './member-csv.ts';
import { requireManagedClass } from './policy.ts';

const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    CLASSES_API_PATHS.members,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary: 'Add picked members of the school to the class (already there: unchanged)',
        params: ClassParams,
        body: AddMembersBody,
        response: { 200: Ok(MemberAddResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId } = request.params;
      const classRow = await requireManagedClass(app.db, viewer, schoolId, classId);
      const rows = request.body.userIds.map((account) => ({ row: 0, account }));
      return ok(
        await addMembers(app.db, { school: tenantSchool(request), classRow, actorId: viewer.userId, rows }),
      );
    },
  );

  app.post(
    CLASSES_API_PATHS.memberCsv,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary:
          'Add members from a CSV (header: account, email, userId or mobile); each row succeeds or fails alone',
        params: ClassParams,
        body: MemberCsvBody,
        response: { 200: Ok(MemberAddResultSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId } = request.params;
      const classRow = await requireManagedClass(app.db, viewer, schoolId, classId);
      const rows = parseMemberCsv(request.body.csv);
      return ok(
        await addMembers(app.db, { school: tenantSchool(request), classRow, actorId: viewer.userId, rows }),
      );
    },
  );

  app.delete(
    CLASSES_API_PATHS.member,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary: 'Take a member out of the class (their enrolments, progress and results stay)',
        params: ClassMemberParams,
        response: { 200: Ok(Type.Object({ removed: Type.Boolean() })), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId, userId } = request.params;
      const classRow = await requireManagedClass(app.db, viewer, schoolId, classId);
      await removeMember(app.db, classRow, userId);
      return ok({ removed: true });
    },
  );
};

export default memberRoutes;
