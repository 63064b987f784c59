/**
 * The deadline sweep (issue 24): every SWEEP_INTERVAL_S a croner job submits attempts past deadline + grace, so
 * an abandoned attempt is graded even if nobody opens it again. One runner across instances: a PostgreSQL
 * advisory lock (held on one pooled connection for the run), else a Redis SET NX PX lock when Redis is
 * configured, else none (embedded SQLite is one process). Stopped when the app closes.
 */
import { Cron } from 'croner';
import { EXAM_RULES } from '@portico/core';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { sweepOverdue } from './attempt-commands.ts';

/** An arbitrary constant naming this job's advisory lock. */
const ADVISORY_KEY = 240_024;

export default fp(
  async (app) => {
    const lockMs = EXAM_RULES.SWEEP_INTERVAL_S * 1000 - 1000;
    const run = async () => {
      const now = new Date();
      if (app.dbEngine === 'postgres') {
        await app.db.connection().execute(async (conn) => {
          const got = await sql<{
            locked: boolean;
          }>`select pg_try_advisory_lock(${ADVISORY_KEY}) as locked`.execute(conn);
          if (!got.rows[0]?.locked) return;
          try {
            await sweepOverdue(app.db, now);
          } finally {
            await sql`select pg_advisory_unlock(${ADVISORY_KEY})`.execute(conn);
          }
        });
        return;
      }
      if (app.redis) {
        const key = `${app.redisKeyPrefix}exam-sweep-lock`;
        const taken = await app.redis.set(key, String(process.pid), 'PX', lockMs, 'NX').catch(() => 'OK');
        if (taken !== 'OK') return;
      }
      await sweepOverdue(app.db, now);
    };
    const job = new Cron(`*/${EXAM_RULES.SWEEP_INTERVAL_S} * * * * *`, { protect: true }, async () => {
      try {
        await run();
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
