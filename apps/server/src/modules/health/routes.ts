import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthSchema, Ok, errorResponses, ok, API_PATHS } from '@portico/contracts';
import { latestAppliedMigration } from '../../db/migrate.ts';
import { access } from '../../shared/access.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.health.health,
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip: engine and latest applied migration',
        response: {
          200: Ok(HealthSchema),
          ...errorResponses,
        },
      },
    },
    async () =>
      ok({
        status: 'ok' as const,
        database: { engine: app.dbEngine, migration: await latestAppliedMigration(app.db) },
      }),
  );
};

export default healthRoutes;
