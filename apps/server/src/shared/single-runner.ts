/**
 * One runner across instances for a periodic job (issue 24's deadline sweep, issue 25's media sweep): a
 * PostgreSQL advisory lock held on one pooled connection for the run, else a Redis SET NX PX lock when Redis is
 * configured, else none (embedded SQLite is one process). Answers whether this instance ran the job.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export type RunnerApp = Pick<FastifyInstance, 'db' | 'dbEngine' | 'redis' | 'redisKeyPrefix'>;

export async function runOnce(
  app: RunnerApp,
  lock: { advisoryKey: number; redisName: string; holdMs: number },
  job: () => Promise<void>,
): Promise<boolean> {
  if (app.dbEngine === 'postgres') {
    return app.db.connection().execute(async (conn) => {
      const got = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${lock.advisoryKey}) as locked`.execute(conn);
      if (!got.rows[0]?.locked) return false;
      try {
        await job();
      } finally {
        await sql`select pg_advisory_unlock(${lock.advisoryKey})`.execute(conn);
      }
      return true;
    });
  }
  if (app.redis) {
    const key = `${app.redisKeyPrefix}${lock.redisName}`;
    const taken = await app.redis.set(key, String(process.pid), 'PX', lock.holdMs, 'NX').catch(() => 'OK');
    if (taken !== 'OK') return false;
  }
  await job();
  return true;
}
