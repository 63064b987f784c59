/** The essay grading queue (issue 24): lecturers and admins see waiting essays and give points and feedback. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EXAMS_API_PATHS,
  GradeBody,
  GradeParams,
  GradingQueueSchema,
  Ok,
  SchoolParams,
  errorResponses,
  ok,
} from '@portico/contracts';
import { Type } from 'typebox';
import { currentViewer } from '../../auth/viewer.ts';
import { fail } from '../../shared/http-error.ts';
import { examAccess } from './access.ts';
import { gradeEssay } from './attempt-commands.ts';
import { gradingQueue } from './grading-queue.ts';
import { findAttempt } from './queries.ts';

const gradingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    EXAMS_API_PATHS.grading,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: 'Essays waiting for a grade in this school, oldest submission first',
        params: SchoolParams,
        response: { 200: Ok(GradingQueueSchema), ...errorResponses },
      },
    },
    async (request) => ok(await gradingQueue(app.db, request.params.schoolId)),
  );

  app.put(
    EXAMS_API_PATHS.grade,
    {
      config: { access: examAccess.managers },
      schema: {
        tags: ['exams'],
        summary: "Grade one essay (0..the question's points) with feedback; recomputes score and pass",
        params: GradeParams,
        body: GradeBody,
        response: { 200: Ok(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      const { schoolId, attemptId, position } = request.params;
      const attempt = await findAttempt(app.db, schoolId, attemptId);
      if (!attempt) throw fail('ATTEMPT_NOT_FOUND', 'No such attempt');
      await gradeEssay(app.db, {
        attempt,
        position,
        points: request.body.points,
        feedback: request.body.feedback,
        graderId: viewer.userId,
        now: new Date(),
      });
      return ok(null);
    },
  );
};

export default gradingRoutes;
