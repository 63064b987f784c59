/**
 * The one Redis connection of the app (`app.redis`, null without REDIS_URL), shared by everything several
 * instances must agree on: the login throttle's per-address counter, the AI assistant's question limit, the
 * readiness probe. A subscriber (pub/sub) needs a connection of its own: `app.redis.duplicate()`.
 */
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
    /** Prefix of every Redis key (several deployments, or test runs, may share one Redis). */
    redisKeyPrefix: string;
  }
}

const REDIS_START_WAIT_MS = 2_000;

interface RedisOptions {
  redisUrl: string | null;
  redisKeyPrefix: string;
}

export default fp<RedisOptions>(
  async (app, { redisUrl, redisKeyPrefix }) => {
    app.decorate('redisKeyPrefix', redisKeyPrefix);
    if (!redisUrl) {
      app.decorate('redis', null);
      return;
    }
    // Fail fast rather than queue requests behind a dead Redis: no offline queue, short connect timeout.
    const redis = new Redis(redisUrl, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis'));
    // Start counting from the first request when Redis is there; start anyway (and keep retrying) when it is not.
    await Promise.race([once(redis, 'ready'), setTimeout(REDIS_START_WAIT_MS)]).catch(() => undefined);
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      // quit() waits for pending replies; a Redis that is down has none to give.
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
