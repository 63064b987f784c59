/** Course authoring (issue 25): every route of AUTHORING_API_PATHS. */
import type { FastifyPluginAsync } from 'fastify';
import authoringRoutes from './routes.ts';
import reviewRoutes from './review-routes.ts';

const authoringModule: FastifyPluginAsync = async (app) => {
  await app.register(authoringRoutes);
  await app.register(reviewRoutes);
};

export default authoringModule;
