/**
 * A class's report, its export and its grading queue (issue 26 item 4). The gate admits the school's lecturers
 * and admins (`classAccess.teachers`); the classes policy then lets only the class's lecturer and the school's
 * admins through (404 CLASS_NOT_FOUND otherwise, so a probe never learns a class exists).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CLASS_REPORT_API_PATHS,
  ClassGradeParams,
  ClassParams,
  ClassReportExportQuery,
  ClassReportQuery,
  ClassReportSchema,
  GradeBody,
  GradingQueueSchema,
  Ok,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer } from '../../auth/viewer.ts';
import { classAccess } from '../classes/access.ts';
import { requireManagedClass } from '../classes/policy.ts';
import { gradingQueue } from '../exams/grading-queue.ts';
import { reportCsv, reportFileName, reportXlsx } from './export.ts';
import { gradeClassEssay } from './grading.ts';
import { classReport } from './reads.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['classes'];

const classReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    CLASS_REPORT_API_PATHS.report,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags,
        summary:
          "A class's report: per member and assignment the stored progress, last activity, best exam score and attempts",
        params: ClassParams,
        querystring: ClassReportQuery,
        response: { 200: Ok(ClassReportSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, classId } = request.params;
      const row = await requireManagedClass(app.db, currentViewer(request), schoolId, classId);
      return ok(await classReport(app.db, row, request.query, new Date()));
    },
  );

  app.get(
    CLASS_REPORT_API_PATHS.reportExport,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags,
        summary: "The class's report as a CSV or XLSX file (?format=csv|xlsx; the report's filters and sort)",
        params: ClassParams,
        querystring: ClassReportExportQuery,
        response: { 200: Type.Unknown({ description: 'The .csv or .xlsx file' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { schoolId, classId } = request.params;
      const { format, ...query } = request.query;
      const row = await requireManagedClass(app.db, currentViewer(request), schoolId, classId);
      const report = await classReport(app.db, row, query, new Date());
      const csv = format === 'csv';
      return reply
        .type(csv ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', reportFileName(report, format))
        .header('cache-control', 'private, no-store')
        .send(csv ? reportCsv(report) : await reportXlsx(report));
    },
  );

  app.get(
    CLASS_REPORT_API_PATHS.grading,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags,
        summary: "Essays of the class's members in the class's exams waiting for a grade, oldest first",
        params: ClassParams,
        response: { 200: Ok(GradingQueueSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, classId } = request.params;
      const row = await requireManagedClass(app.db, currentViewer(request), schoolId, classId);
      return ok(await gradingQueue(app.db, row.school_id, { classId: row.id }));
    },
  );

  app.put(
    CLASS_REPORT_API_PATHS.grade,
    {
      config: { access: classAccess.teachers },
      schema: {
        tags,
        summary:
          "Grade one essay of the class's queue (the exams module's grading command; 0..the question's points)",
        params: ClassGradeParams,
        body: GradeBody,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, classId, attemptId, position } = request.params;
      const row = await requireManagedClass(app.db, viewer, schoolId, classId);
      await gradeClassEssay(app.db, row, { attemptId, position, ...request.body, graderId: viewer.userId });
      return ok(null);
    },
  );
};

export default classReportRoutes;
