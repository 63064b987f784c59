/**
 * The deadline sweep (issue 24): every EXAM_SWEEP_INTERVAL_S (default SWEEP_INTERVAL_S) a croner job submits
 * attempts past deadline + grace, so an abandoned attempt is graded even if nobody opens it again. One runner across
 * instances: a PostgreSQL advisory lock (held on one pooled connection for the run), else a Redis SET NX PX lock
 * when Redis is configured, else none (embedded SQLite is one process). Submitting is idempotent besides (a
 * conditional update claims the attempt), so even two runs that overlapped would submit each attempt once.
 * Stopped when the app closes.
 */
import { Cron } from 'croner';
import { EXAM_RULES } from '@portico/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { sweepOverdue } from './attempt-commands.ts';

/** An arbitrary constant naming this job's advisory lock. */
const ADVISORY_KEY = 240_024;

type SweepApp = Pick<FastifyInstance, 'db' | 'dbEngine' | 'redis' | 'redisKeyPrefix'>;

/**
 * One run under the cross-instance lock: how many attempts it submitted, or null when another instance holds the
 * lock. `lockMs` bounds a Redis lock (it expires before the next run, should its holder die mid-run).
 */
export async function sweepOnce(app: SweepApp, now: Date, lockMs: number): Promise<number | null> {
  if (app.dbEngine === 'postgres') {
    return app.db.connection().execute(async (conn) => {
      const got = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${ADVISORY_KEY}) as locked`.execute(conn);
      if (!got.rows[0]?.locked) return null;
      try {
        return await sweepOverdue(app.db, now);
      } finally {
        await sql`select pg_advisory_unlock(${ADVISORY_KEY})`.execute(conn);
      }
    });
  }
  if (app.redis) {
    const key = `${app.redisKeyPrefix}exam-sweep-lock`;
    // Redis unreachable: run anyway (submits are idempotent; a missed sweep would leave attempts open).
    const taken = await app.redis.set(key, String(process.pid), 'PX', lockMs, 'NX').catch(() => 'OK');
    if (taken !== 'OK') return null;
  }
  return sweepOverdue(app.db, now);
}

export default fp<{ intervalSeconds?: number | undefined }>(
  async (app, options) => {
    const interval = options.intervalSeconds ?? EXAM_RULES.SWEEP_INTERVAL_S;
    const lockMs = Math.max(500, interval * 1000 - 1000);
    const job = new Cron(`*/${interval} * * * * *`, { protect: true }, async () => {
      try {
        await sweepOnce(app, new Date(), lockMs);
      } catch (error) {
        app.log.warn({ err: error }, 'exam deadline sweep');
      }
    });
    app.addHook('onClose', async () => {
      job.stop();
    });
  },
  { name: 'exam-sweep', dependencies: ['redis'] },
);
