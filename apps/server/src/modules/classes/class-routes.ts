/**
 * The teaching center's classes (issue 26 item 1): a lecturer lists and creates their classes and edits one; the
 * school's admins see and edit all. Plus the two pickers (members to add, courses and exams to assign).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssignableListSchema,
  CandidateListSchema,
  ClassBody,
  ClassDetailSchema,
  ClassListSchema,
  ClassParams,
  ClassSchoolParams,
  CLASSES_API_PATHS,
  KeywordQuery,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { classAccess } from './access.ts';
import { classFields } from './class-fields.ts';
import { assignables, memberCandidates } from './lookups.ts';
import { managesAll, requireManagedClass } from './policy.ts';
import { personName, presentClass } from './presenter.ts';
import { findClass, insertClass, listClasses, updateClass } from './queries.ts';
import { classDetail } from './reads.ts';

const classRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    CLASSES_API_PATHS.classes,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary: "The classes the viewer teaches (an admin: all the school's classes)",
        params: ClassSchoolParams,
        response: { 200: Ok(ClassListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId } = request.params;
      const rows = await listClasses(
        app.db,
        schoolId,
        managesAll(viewer, schoolId) ? {} : { lecturerId: viewer.userId },
      );
      return ok({ records: rows.map(presentClass), total: rows.length });
    },
  );

  app.post(
    CLASSES_API_PATHS.classes,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary: 'Create a class taught by the viewer (name and description: at most 100 characters each)',
        params: ClassSchoolParams,
        body: ClassBody,
        response: { 200: Ok(ClassDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId } = request.params;
      const fields = classFields(request.body);
      const id = await insertClass(app.db, { schoolId, lecturerId: viewer.userId, ...fields });
      const row = await findClass(app.db, schoolId, id);
      if (!row) throw new Error('the class just created is missing');
      return ok(await classDetail(app.db, row, { manager: true, userId: viewer.userId, now: new Date() }));
    },
  );

  app.get(
    CLASSES_API_PATHS.class,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary:
          'One class the viewer manages, with its members and assignments (completions per assignment)',
        params: ClassParams,
        response: { 200: Ok(ClassDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId } = request.params;
      const row = await requireManagedClass(app.db, viewer, schoolId, classId);
      return ok(await classDetail(app.db, row, { manager: true, userId: viewer.userId, now: new Date() }));
    },
  );

  app.put(
    CLASSES_API_PATHS.class,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary: 'Rename a class or change its description (at most 100 characters each)',
        params: ClassParams,
        body: ClassBody,
        response: { 200: Ok(ClassDetailSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId } = request.params;
      await requireManagedClass(app.db, viewer, schoolId, classId);
      await updateClass(app.db, { schoolId, classId, ...classFields(request.body) });
      const row = await requireManagedClass(app.db, viewer, schoolId, classId);
      return ok(await classDetail(app.db, row, { manager: true, userId: viewer.userId, now: new Date() }));
    },
  );

  app.get(
    CLASSES_API_PATHS.candidates,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary: "The school's members whose name or account holds the keyword (at most 20)",
        params: ClassSchoolParams,
        querystring: KeywordQuery,
        response: { 200: Ok(CandidateListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await memberCandidates(app.db, tenantSchool(request), request.query.keyword?.trim() ?? '');
      return ok({
        records: rows.map((row) => ({
          userId: row.id,
          name: personName(row),
          account: row.mobile || row.email,
        })),
      });
    },
  );

  app.get(
    CLASSES_API_PATHS.assignables,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags: ['classes'],
        summary:
          "The school's published courses and exams whose title holds the keyword (20 of each at most)",
        params: ClassSchoolParams,
        querystring: KeywordQuery,
        response: { 200: Ok(AssignableListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId } = request.params;
      return ok({ records: await assignables(app.db, schoolId, request.query.keyword?.trim() ?? '') });
    },
  );
};

export default classRoutes;
