/** Exercises and exams (issue 24): every route of EXAMS_API_PATHS except the import (modules/exam-import). */
import type { FastifyPluginAsync } from 'fastify';
import attemptRoutes from './attempt-routes.ts';
import bankRoutes from './bank-routes.ts';
import examRoutes from './exam-routes.ts';
import gradingRoutes from './grading-routes.ts';
import learnerRoutes from './learner-routes.ts';
import practiceRoutes from './practice-routes.ts';

const examsModule: FastifyPluginAsync = async (app) => {
  for (const routes of [
    bankRoutes,
    examRoutes,
    attemptRoutes,
    gradingRoutes,
    practiceRoutes,
    learnerRoutes,
  ]) {
    await app.register(routes);
  }
};

export default examsModule;
