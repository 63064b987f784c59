import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { latestAppliedMigration } from '../../db/migrate.ts';
import { Nullable, Ok, errorResponses, ok } from '../../shared/schemas.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip: engine and latest applied migration',
        response: {
          200: Ok(
            Type.Object({
              status: Type.Literal('ok'),
              database: Type.Object({
                engine: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
                migration: Nullable(Type.String()),
              }),
            }),
          ),
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
