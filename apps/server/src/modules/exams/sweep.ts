/**
 * The deadline sweep (issue 24): every EXAM_SWEEP_INTERVAL_S (default SWEEP_INTERVAL_S) a croner job submits
 * attempts past deadline + grace, so an abandoned attempt is graded even if nobody opens it again. One runner across
 * instances (shared/single-runner.ts: a PostgreSQL advisory lock, else a Redis lock). Submitting is idempotent
 * besides (a conditional update claims the attempt), so even two runs that overlapped would submit each attempt
 * once. Stopped when the app closes.
 */
import { Cron } from 'croner';
import { EXAM_RULES } from '@portico/core';
import fp from 'fastify-plugin';
import { runOnce, type RunnerApp } from '../../shared/single-runner.ts';
import { sweepOverdue } from './attempt-commands.ts';

/** An arbitrary constant naming this job's advisory lock. */
const ADVISORY_KEY = 240_024;

/**
 * One run under the cross-instance lock: how many attempts it submitted, or null when another instance holds the
 * lock. `lockMs` bounds a Redis lock (it expires before the next run, should its holder die mid-run).
 */
export async function sweepOnce(app: RunnerApp, now: Date, lockMs: number): Promise<number | null> {
  let submitted = 0;
  const ran = await runOnce(
    app,
    { advisoryKey: ADVISORY_KEY, redisName: 'exam-sweep-lock', holdMs: lockMs },
    async () => {
      submitted = await sweepOverdue(app.db, now);
    },
  );
  return ran ? submitted : null;
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
