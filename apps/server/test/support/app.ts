/** Builds the app on an isolated, migrated and seeded database for one test file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config/env.ts';
import { createSeededTestDb, type TestDb } from './test-db.ts';

export const testConfig = (env: NodeJS.ProcessEnv = {}): AppConfig =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env });

/** Each test app keeps its uploads (issue 12) in a folder of its own, removed with it. */
const testDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portico-data-'));

export interface TestContext {
  app: App;
  testDb: TestDb;
  config: AppConfig;
  /** DATA_DIR of this app (its uploads live under it). */
  dataDir: string;
}

/** Registers beforeAll/afterAll hooks; read the returned object's fields inside tests. */
export function useTestApp(options: { webDistDir?: string; env?: NodeJS.ProcessEnv } = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.testDb = await createSeededTestDb();
    context.dataDir = testDataDir();
    context.config = testConfig({ DATA_DIR: context.dataDir, ...options.env });
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
    if (context.dataDir) fs.rmSync(context.dataDir, { recursive: true, force: true });
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
