/**
 * Load-balancer probes (issue 17 §4). `/healthz`: the process is alive and its event loop turns — no I/O, so a
 * slow database never gets a healthy instance restarted. `/readyz`: may this instance take traffic — the
 * database and (when configured) Redis answered within PROBE_TIMEOUT_MS, and it is not draining.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LivenessSchema, ReadinessSchema, type Readiness } from '@portico/contracts';
import { sql } from 'kysely';
import { access } from '../../shared/access.ts';

const PROBE_TIMEOUT_MS = 2_000;

/** Resolves 'ok' when `check` settles in time, 'failed' when it throws or hangs (a pool waiting on a dead host). */
async function probe(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'failed'>((resolve) => {
    timer = setTimeout(() => resolve('failed'), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Liveness for load balancers and orchestrators: the process answers (no I/O)',
        response: { 200: LivenessSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary:
          'Readiness: database and Redis (when configured) reachable, not shutting down; 503 otherwise',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const redis = app.redis;
      const [database, redisState] = await Promise.all([
        probe(() => sql`select 1`.execute(app.db)),
        redis ? probe(() => redis.ping()) : Promise.resolve('not-configured' as const),
      ]);
      const checks: Readiness['checks'] = { database, redis: redisState };
      const status: Readiness['status'] = app.lifecycle.draining
        ? 'draining'
        : database === 'ok' && redisState !== 'failed'
          ? 'ready'
          : 'unavailable';
      reply.header('cache-control', 'no-store');
      return reply.code(status === 'ready' ? 200 : 503).send({ status, checks });
    },
  );
};

export default probeRoutes;
