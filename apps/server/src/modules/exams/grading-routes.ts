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
import { answerOf, pointsOf } from './paper.ts';
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
    async (request) => {
      const { schoolId } = request.params;
      const rows = await app.db
        .selectFrom('exam_answers as a')
        .innerJoin('exam_attempts as t', 't.id', 'a.attempt_id')
        .innerJoin('exams as e', 'e.id', 't.exam_id')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select([
          'a.attempt_id',
          'a.position',
          'a.answer',
          't.paper',
          't.submitted_at',
          'e.id as exam_id',
          'e.title',
          'u.real_name',
          'u.nick_name',
          'u.email',
        ])
        .where('a.school_id', '=', schoolId)
        .where('a.awarded_x100', 'is', null)
        .where('t.state', '=', 'submitted')
        .orderBy('t.submitted_at')
        .orderBy('a.position')
        .limit(500)
        .execute();
      const versionIds = rows.map(
        (row) => (JSON.parse(row.paper) as Array<{ versionId: string }>)[row.position - 1]?.versionId ?? '',
      );
      const versions =
        versionIds.length === 0
          ? []
          : await app.db
              .selectFrom('exam_question_versions')
              .select(['id', 'stem', 'points_x100'])
              .where('school_id', '=', schoolId)
              .where('id', 'in', versionIds)
              .execute();
      const byId = new Map(versions.map((version) => [version.id, version]));
      const records = rows.flatMap((row, index) => {
        const version = byId.get(versionIds[index]!);
        const answer = answerOf(row);
        if (!version || answer.kind !== 'essay') return [];
        return [
          {
            attemptId: row.attempt_id,
            position: row.position,
            examId: row.exam_id,
            examTitle: row.title,
            learnerName: row.real_name || row.nick_name || row.email,
            stem: version.stem,
            answerText: answer.text,
            points: pointsOf(version.points_x100),
            submittedAt: row.submitted_at ?? '',
          },
        ];
      });
      return ok({ records, total: records.length });
    },
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
