/**
 * Where the per-address login failures are counted (issue 9 §4): in the database by default, or — with
 * REDIS_URL — in Redis through @fastify/rate-limit's Redis store, so several server instances share one limit
 * (while Redis is unreachable, in the database again: shared as well). Routes read it as `app.addressCounter(request)`. The per-(account, address) counter stays in the database.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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

export default fp(
  async (app) => {
    const { redis, redisKeyPrefix } = app;
    if (!redis) {
      app.decorate('addressCounter', (request: FastifyRequest) =>
        databaseAddressCounter(app.db, clientAddress(request.ip)),
      );
      return;
    }
    // The connection (fail fast, no offline queue) is the app's one Redis client: plugins/app/redis.ts.
    // Not global: only the login counts through it. Its default key is the client address with IPv6 folded to
    // /64, as clientAddress. An error mid-request skips the address limit (the database pair limit still holds).
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${redisKeyPrefix}login-address:`,
      max: IP_FAILURE_LIMIT,
      timeWindow: LOGIN_WINDOW_MS,
      skipOnError: true,
    });
    const check = app.createRateLimit();
    app.decorate('addressCounter', (request: FastifyRequest): AddressCounter => {
      // Redis unreachable: count in the database, which every instance shares too, rather than not at all.
      if (redis.status !== 'ready') return databaseAddressCounter(app.db, clientAddress(request.ip));
      return redisCounter(request);
    });
    const redisCounter = (request: FastifyRequest): AddressCounter => ({
      // A peek: only failures count, so checking must not consume.
      async lockedMinutes() {
        const state = await check(request, { increment: false });
        if (state.isAllowed || state.remaining > 0) return 0;
        return Math.max(1, Math.ceil(state.ttl / 60_000));
      },
      async recordFailure() {
        await check(request);
      },
    });
  },
  { name: 'login-throttle', dependencies: ['db', 'redis'] },
);
