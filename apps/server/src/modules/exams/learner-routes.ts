/** The viewer's exams across the tenant school and its visible sub-schools (learning center studyCenter_MyExam). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EXAMS_API_PATHS,
  LearnerExamListSchema,
  Ok,
  TenantOnlyQuery,
  errorResponses,
  ok,
  type LearnerExam,
} from '@portico/contracts';
import { percentOf, remainingSeconds } from '@portico/core';
import { currentViewer } from '../../auth/viewer.ts';
import { access } from '../../shared/access.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { learningSchoolIds } from '../enrolments/policy.ts';
import { closeIfOverdue } from './attempt-commands.ts';
import { attemptsOf, listExams } from './queries.ts';

const learnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    EXAMS_API_PATHS.myExams,
    {
      config: { access: access.schoolUser },
      schema: {
        tags: ['exams'],
        summary: "The viewer's exams: upcoming, in progress, submitted (awaiting grading), graded",
        querystring: TenantOnlyQuery,
        response: { 200: Ok(LearnerExamListSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const school = tenantSchool(request);
      const viewer = currentViewer(request);
      const now = new Date();
      const schoolIds = (await learningSchoolIds(app.db, school, viewer)).filter((id) =>
        viewer.memberSchoolIds.has(id),
      );
      const exams = schoolIds.length === 0 ? [] : await listExams(app.db, schoolIds, true);
      const attempts = await Promise.all(
        (
          await attemptsOf(
            app.db,
            viewer.userId,
            exams.map((exam) => exam.id),
          )
        ).map((attempt) => closeIfOverdue(app.db, attempt, now)),
      );
      const records: LearnerExam[] = exams.map((exam) => {
        const mine = attempts.filter((attempt) => attempt.exam_id === exam.id);
        const running = mine.find((attempt) => attempt.state === 'in_progress');
        const latest = running ?? mine.at(-1);
        const status: LearnerExam['status'] = running
          ? 'in_progress'
          : !latest
            ? 'upcoming'
            : latest.state === 'graded'
              ? 'graded'
              : 'submitted';
        return {
          examId: exam.id,
          schoolId: exam.school_id,
          title: exam.title,
          status,
          opensAt: exam.opens_at,
          closesAt: exam.closes_at,
          attemptId: latest?.id ?? null,
          remainingSeconds: running
            ? remainingSeconds(now, running.deadline_at ? new Date(running.deadline_at) : null)
            : null,
          percent:
            latest && latest.state === 'graded'
              ? percentOf(latest.score_x100 ?? 0, latest.max_score_x100)
              : null,
          passed: latest && latest.passed !== null ? latest.passed === 1 : null,
          submittedAt: latest?.submitted_at ?? null,
        };
      });
      reply.header('cache-control', 'private, no-store');
      return ok({ records, total: records.length });
    },
  );
};

export default learnerRoutes;
