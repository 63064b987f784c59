/**
 * `app.shellCache` (shared/shell-cache.ts): dropped for a school by every shell change (app.shellEvents, awaited
 * before the write answers), and — with Redis — on every other instance too: a change is published on one
 * channel, each instance drops what it holds for that school when the message arrives (milliseconds, well
 * within issue 17's 1 s). When the subscription is lost and comes back, messages may have been missed: the
 * instance clears its cache. Entries expire anyway (SHELL_CACHE_TTL_MS), which bounds staleness if Redis is down.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { ShellCache } from '../../shared/shell-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shellCache: ShellCache;
  }
}

interface ShellCachePluginOptions {
  shellCacheMaxEntries?: number;
  shellCacheTtlMs?: number;
}

const SUBSCRIBE_WAIT_MS = 2_000;

interface Broadcast {
  from: string;
  schools: string[];
}

export default fp<ShellCachePluginOptions>(
  async (app, options) => {
    const cache = new ShellCache({
      maxEntries: options.shellCacheMaxEntries,
      ttlMs: options.shellCacheTtlMs,
    });
    app.decorate('shellCache', cache);
    const instance = randomUUID();
    const channel = `${app.redisKeyPrefix}shell-changes`;
    const redis = app.redis;

    app.shellEvents.on(async (change) => {
      // A scoped change (one published page) drops only what depends on its scopes, on every instance.
      const schools =
        change.scopes !== undefined
          ? [...change.scopes]
          : [change.schoolId, change.parentSchoolId].filter((id): id is string => !!id);
      if (schools.length === 0) return;
      cache.invalidate(schools);
      if (!redis) return;
      const message: Broadcast = { from: instance, schools };
      // The write is committed and this instance is current; another instance may lag until its entries expire.
      await redis.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'shell change not broadcast; other instances catch up on expiry');
      });
    });

    if (!redis) return;
    const subscriber = redis.duplicate({ enableOfflineQueue: true });
    subscriber.on('error', (error) => app.log.warn({ err: error }, 'redis shell-change subscriber'));
    let subscribedOnce = false;
    subscriber.on('ready', () => {
      // Reconnected: whatever was published meanwhile is lost, so nothing cached can be trusted.
      if (subscribedOnce) cache.clear();
      subscribedOnce = true;
    });
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        const message = JSON.parse(text) as Broadcast;
        if (message.from !== instance && Array.isArray(message.schools)) cache.invalidate(message.schools);
      } catch {
        app.log.warn('unreadable shell-change message');
      }
    });
    // Start without Redis if need be (ioredis subscribes once it connects, and again after every reconnect).
    const subscribed = subscriber.subscribe(channel).catch((error: unknown) => {
      app.log.warn({ err: error }, 'shell-change channel not subscribed');
    });
    await Promise.race([subscribed, setTimeout(SUBSCRIBE_WAIT_MS)]);
    app.addHook('onClose', async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    });
  },
  { name: 'shell-cache', dependencies: ['shell-events', 'redis'] },
);
