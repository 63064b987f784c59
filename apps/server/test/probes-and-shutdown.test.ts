/**
 * Issue 17 §4: `/healthz` (the process) and `/readyz` (database and Redis reachable, not draining) for the load
 * balancer, and the graceful shutdown: draining first, in-flight requests finish, new connections refused,
 * resources closed — all bounded by a timeout.
 */
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { createDb } from '../src/db/connection.ts';
import { access } from '../src/shared/access.ts';
import { shutdownGracefully } from '../src/shutdown.ts';
import { getJson, testConfig, useTestApp } from './support/app.ts';
import { createTestDb, type TestDb } from './support/test-db.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

describe('probes without Redis', () => {
  const ctx = useTestApp();

  it('/healthz answers without touching anything', async () => {
    const { status, body, headers } = await getJson(ctx.app, '/healthz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('/readyz says ready when the database answers (Redis not configured)', async () => {
    const { status, body } = await getJson(ctx.app, '/readyz');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not-configured' } });
  });
});

describe('probes with Redis', () => {
  const up = useTestApp({ env: { REDIS_URL } });
  const down = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:9' } });

  it('/readyz checks Redis when it is configured', async () => {
    expect((await getJson(up.app, '/readyz')).body).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok' },
    });
  });

  it('/readyz answers 503 naming Redis when it is unreachable; /healthz stays 200', async () => {
    const ready = await getJson(down.app, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'failed' } });
    expect((await getJson(down.app, '/healthz')).status).toBe(200);
  });
});

describe('probes with the database unreachable', () => {
  // Nothing listens on port 9: every query fails.
  const handle = createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:9/none', sqlitePath: '' });
  let app: App;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), db: handle, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('/readyz answers 503 naming the database; /healthz stays 200', async () => {
    const ready = await getJson(app, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', redis: 'not-configured' },
    });
    expect((await getJson(app, '/healthz')).body).toEqual({ status: 'ok' });
  });
});

describe('graceful shutdown', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  /** A listening app with a route that takes `slowMs` to answer; `entered` resolves when a request is in it. */
  async function listening(slowMs: number) {
    const app = await buildApp({ config: testConfig(), db: testDb.handle, logger: false });
    let signal: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => (signal = resolve));
    app.get('/test-slow', { config: { access: access.public } }, async () => {
      signal();
      await sleep(slowMs);
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return { app, base, entered };
  }

  it('drains: readyz 503 at once, the in-flight request finishes, then new connections are refused', async () => {
    const { app, base, entered } = await listening(400);
    const inFlight = fetch(`${base}/test-slow`);
    await entered;
    let closedResources = false;
    const done = shutdownGracefully(app, {
      delayMs: 1_000,
      timeoutMs: 10_000,
      closeResources: async () => {
        closedResources = true;
      },
    });
    // During the delay the instance still serves, and tells the load balancer it is going away.
    const draining = await app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'draining' });
    expect(draining.headers.connection).toBe('close');
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ finished: true });
    expect(await done).toBe('clean');
    expect(closedResources).toBe(true);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('cuts what is still running when the timeout passes', async () => {
    const { app, base, entered } = await listening(10_000);
    const inFlight = fetch(`${base}/test-slow`).then(
      (response) => response.status,
      () => 'cut' as const,
    );
    await entered;
    expect(await shutdownGracefully(app, { delayMs: 0, timeoutMs: 300 })).toBe('timeout');
    expect(await inFlight).toBe('cut');
  });
});
