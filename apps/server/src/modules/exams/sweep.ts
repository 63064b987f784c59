/**
 * The deadline sweep (issue 24): every SWEEP_INTERVAL_S a croner job submits attempts past deadline + grace, so
 * an abandoned attempt is graded even if nobody opens it again. One runner across instances
 * (shared/single-runner.ts). Stopped when the app closes.
 */
import { Cron } from 'croner';
import { EXAM_RULES } from '@portico/core';
import fp from 'fastify-plugin';
import { runOnce } from '../../shared/single-runner.ts';
import { sweepOverdue } from './attempt-commands.ts';

/** An arbitrary constant naming this job's advisory lock. */
const ADVISORY_KEY = 240_024;

export default fp(
  async (app) => {
    const holdMs = EXAM_RULES.SWEEP_INTERVAL_S * 1000 - 1000;
    const job = new Cron(`*/${EXAM_RULES.SWEEP_INTERVAL_S} * * * * *`, { protect: true }, async () => {
      try {
        await runOnce(app, { advisoryKey: ADVISORY_KEY, redisName: 'exam-sweep-lock', holdMs }, async () => {
          await sweepOverdue(app.db, new Date());
        });
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
