/**
 * Where the per-address login failures are counted (issue 9 §4): in the database by default, or — with
 * REDIS_URL — in Redis through @fastify/rate-limit's Redis store, so several server instances share one limit.
 * Routes read it as `app.addressCounter(request)`. The per-(account, address) counter stays in the database.
 */
import { once } from 'node:events';
import { setTimeout } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  clientAddress,
  databaseAddressCounter,
  IP_FAILURE_LIMIT,
  LOGIN_WINDOW_MS,
  type AddressCounter,
} from '../../auth/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    addressCounter: (request: FastifyRequest) => AddressCounter;
  }
}

const REDIS_START_WAIT_MS = 2_000;

export interface LoginThrottleOptions {
  redisUrl: string | null;
  /** Prefix of every Redis key (several deployments, or test runs, may share one Redis). */
  redisKeyPrefix: string;
}

export default fp<LoginThrottleOptions>(
  async (app, { redisUrl, redisKeyPrefix }) => {
    if (!redisUrl) {
      app.decorate('addressCounter', (request: FastifyRequest) =>
        databaseAddressCounter(app.db, clientAddress(request.ip)),
      );
      return;
    }
    // Fail fast rather than queue logins behind a dead Redis: no offline queue, short connect timeout.
    const redis = new Redis(redisUrl, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis (login throttle)'));
    // Start counting from the first request when Redis is there; start anyway (and keep retrying) when it is not.
    await Promise.race([once(redis, 'ready'), setTimeout(REDIS_START_WAIT_MS)]).catch(() => undefined);
    app.addHook('onClose', async () => {
      // quit() waits for pending replies; a Redis that is down has none to give.
      await redis.quit().catch(() => redis.disconnect());
    });
    // Not global: only the login counts through it. Its default key is the client address with IPv6 folded to
    // /64, as clientAddress. With Redis down the address limit is skipped; the database pair limit still holds.
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${redisKeyPrefix}login-address:`,
      max: IP_FAILURE_LIMIT,
      timeWindow: LOGIN_WINDOW_MS,
      skipOnError: true,
    });
    const check = app.createRateLimit();
    app.decorate('addressCounter', (request: FastifyRequest) => ({
      // A peek: only failures count, so checking must not consume.
      async lockedMinutes() {
        const state = await check(request, { increment: false });
        if (state.isAllowed || state.remaining > 0) return 0;
        return Math.max(1, Math.ceil(state.ttl / 60_000));
      },
      async recordFailure() {
        await check(request);
      },
    }));
  },
  { name: 'login-throttle', dependencies: ['db'] },
);
