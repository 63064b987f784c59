/** Builds the app on an isolated, migrated and seeded database for one test file. */
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config/env.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { createTestDb, type TestDb } from './test-db.ts';

export const testConfig = (env: NodeJS.ProcessEnv = {}): AppConfig =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });

export interface TestContext {
  app: App;
  testDb: TestDb;
  config: AppConfig;
}

/** Registers beforeAll/afterAll hooks; read the returned object's fields inside tests. */
export function useTestApp(options: { webDistDir?: string; env?: NodeJS.ProcessEnv } = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.testDb = await createTestDb();
    await migrateToLatest(context.testDb.handle.db);
    await seedDemo(context.testDb.handle.db);
    context.config = testConfig(options.env);
    context.app = await buildApp({
      config: context.config,
      db: context.testDb.handle,
      logger: false,
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
    });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.testDb?.destroy();
  });
  return context;
}

/** GET helper returning status and parsed JSON body. */
export async function getJson(app: App, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return {
    status: response.statusCode,
    body: response.json(),
    headers: response.headers,
    raw: response.body,
  };
}
