/** Classes (issue 26 items 1–2): every route of CLASSES_API_PATHS. */
import type { FastifyPluginAsync } from 'fastify';
import assignmentRoutes from './assignment-routes.ts';
import classRoutes from './class-routes.ts';
import learnerRoutes from './learner-routes.ts';
import memberRoutes from './member-routes.ts';

const classesModule: FastifyPluginAsync = async (app) => {
  for (const routes of [classRoutes, memberRoutes, assignmentRoutes, learnerRoutes]) {
    await app.register(routes);
  }
};

export default classesModule;
