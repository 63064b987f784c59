/** Exam settings (lecturers and admins) and the exam's public info page (anyone who may see the school). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EXAMS_API_PATHS,
  ExamInfoSchema,
  ExamParams,
  ExamSettingsBody,
  ManagedExamListSchema,
  ManagedExamSchema,
  Ok,
  SchoolParams,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer, viewerOf } from '../../auth/viewer.ts';
import { examAccess } from './access.ts';
import { createExam, deleteExam, updateExam } from './exam-commands.ts';
import { requireExam } from './policy.ts';
import { loadExamInfo } from './exam-info.ts';
import { presentManagedExam } from './presenter.ts';
import { attemptCounts, currentQuestions, findExam, listExams, type ExamRow } from './queries.ts';

const examRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const managed = async (exam: ExamRow) => {
    const [bank, counts] = await Promise.all([
      currentQuestions(app.db, exam.school_id),
      attemptCounts(app.db, [exam.id]),
    ]);
    return presentManagedExam(exam, bank, Number(counts[0]?.n ?? 0));
  };

  app.get(
    EXAMS_API_PATHS.exams,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: "The school's exams, drafts included, with their size and attempt counts",
        params: SchoolParams,
        response: { 200: Ok(ManagedExamListSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId } = request.params;
      const exams = await listExams(app.db, [schoolId], false);
      const [bank, counts] = await Promise.all([
        currentQuestions(app.db, schoolId),
        attemptCounts(
          app.db,
          exams.map((exam) => exam.id),
        ),
      ]);
      const countOf = new Map(counts.map((row) => [row.exam_id, Number(row.n)]));
      const records = exams.map((exam) => presentManagedExam(exam, bank, countOf.get(exam.id) ?? 0));
      return ok({ records, total: records.length });
    },
  );

  app.post(
    EXAMS_API_PATHS.exams,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: 'Create an exam (window, time limit, attempts, pass mark, draw, shuffle, review policy)',
        params: SchoolParams,
        body: ExamSettingsBody,
        response: { 200: Ok(ManagedExamSchema), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId } = request.params;
      const id = await createExam(app.db, {
        schoolId,
        userId: viewer.userId,
        body: request.body,
        now: new Date(),
      });
      return ok(await managed((await findExam(app.db, schoolId, id))!));
    },
  );

  app.put(
    EXAMS_API_PATHS.exam,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: "Change an exam's settings (running attempts keep their paper and deadline)",
        params: ExamParams,
        body: ExamSettingsBody,
        response: { 200: Ok(ManagedExamSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, examId } = request.params;
      await requireExam(app.db, schoolId, examId, true);
      await updateExam(app.db, { schoolId, examId, body: request.body, now: new Date() });
      return ok(await managed(await requireExam(app.db, schoolId, examId, true)));
    },
  );

  app.delete(
    EXAMS_API_PATHS.exam,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: 'Delete an exam nobody has attempted and no course links (else 409 CONFLICT: unpublish it)',
        params: ExamParams,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      const { schoolId, examId } = request.params;
      await requireExam(app.db, schoolId, examId, true);
      await deleteExam(app.db, schoolId, examId);
      return ok(null);
    },
  );

  app.get(
    EXAMS_API_PATHS.examInfo,
    {
      config: { access: examAccess.open },
      schema: {
        tags: ['exams'],
        summary:
          "A published exam's info (no questions, no keys); signed in: the viewer's attempts and what blocks a start",
        params: ExamParams,
        response: { 200: Ok(ExamInfoSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { schoolId, examId } = request.params;
      const info = await loadExamInfo(app.db, schoolId, examId, viewerOf(request), new Date());
      // Per viewer (attempts, server clock): never stored by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return ok(info);
    },
  );
};

export default examRoutes;
