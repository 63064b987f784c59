/**
 * The member's side (issue 26 item 2): the classes they belong to (studyCenter_MyClass), one class's page
 * (`/commonUsage/classInfo.htm`, also open to the class's lecturer and the school's admins) and their class
 * tasks with states from stored progress and results (studyCenter_MyTask).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClassDetailSchema,
  ClassListSchema,
  ClassParams,
  ClassSchoolParams,
  ClassTaskListSchema,
  CLASSES_API_PATHS,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { classAccess } from './access.ts';
import { requireVisibleClass } from './policy.ts';
import { presentClass } from './presenter.ts';
import { classDetail, myClasses, myTasks } from './reads.ts';

const learnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    CLASSES_API_PATHS.myClasses,
    {
      config: { access: classAccess.members },
      schema: {
        tags: ['classes'],
        summary: 'The classes the viewer belongs to in this school',
        params: ClassSchoolParams,
        response: { 200: Ok(ClassListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const rows = await myClasses(app.db, request.params.schoolId, viewer.userId);
      return ok({ records: rows.map(presentClass), total: rows.length });
    },
  );

  app.get(
    CLASSES_API_PATHS.myClass,
    {
      config: { access: classAccess.members },
      schema: {
        tags: ['classes'],
        summary: "One of the viewer's classes: members, assignments and the viewer's own task states",
        params: ClassParams,
        response: { 200: Ok(ClassDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId } = request.params;
      const { row, manager } = await requireVisibleClass(app.db, viewer, schoolId, classId);
      return ok(await classDetail(app.db, row, { manager, userId: viewer.userId, now: new Date() }));
    },
  );

  app.get(
    CLASSES_API_PATHS.myTasks,
    {
      config: { access: classAccess.members },
      schema: {
        tags: ['classes'],
        summary: "The viewer's class tasks (not started, in progress, completed, overdue), open ones first",
        params: ClassSchoolParams,
        response: { 200: Ok(ClassTaskListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      return ok(await myTasks(app.db, request.params.schoolId, viewer.userId, new Date()));
    },
  );
};

export default learnerRoutes;
