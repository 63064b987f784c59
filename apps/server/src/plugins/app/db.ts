import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DbEngine, DbHandle } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: DbEngine;
  }
}

/** Exposes the database; closes it with the server only when the app opened it itself. */
export default fp<{ handle: DbHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
