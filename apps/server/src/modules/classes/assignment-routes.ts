/** Assignments (issue 26 item 2): a course or exam given to a class with a due date, and taken back. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignmentBody,
  AssignmentParams,
  ClassDetailSchema,
  ClassParams,
  CLASSES_API_PATHS,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { classAccess } from './access.ts';
import { createAssignment, deleteAssignment } from './assignment-commands.ts';
import { requireManagedClass } from './policy.ts';
import { classDetail } from './reads.ts';

const assignmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    CLASSES_API_PATHS.assignments,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary:
          'Assign a published course or exam with a due date: each member gets a task and a message (a course enrols them)',
        params: ClassParams,
        body: AssignmentBody,
        response: { 200: Ok(ClassDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId } = request.params;
      const classRow = await requireManagedClass(app.db, viewer, schoolId, classId);
      const now = new Date();
      await createAssignment(app.db, { classRow, actorId: viewer.userId, body: request.body, now });
      const row = await requireManagedClass(app.db, viewer, schoolId, classId);
      return ok(await classDetail(app.db, row, { manager: true, userId: viewer.userId, now }));
    },
  );

  app.delete(
    CLASSES_API_PATHS.assignment,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary: "Take an assignment back (the members' enrolments and results stay)",
        params: AssignmentParams,
        response: { 200: Ok(ClassDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId, assignmentId } = request.params;
      const classRow = await requireManagedClass(app.db, viewer, schoolId, classId);
      await deleteAssignment(app.db, classRow, assignmentId);
      const row = await requireManagedClass(app.db, viewer, schoolId, classId);
      return ok(await classDetail(app.db, row, { manager: true, userId: viewer.userId, now: new Date() }));
    },
  );
};

export default assignmentRoutes;
