/**
 * Writes the OpenAPI document generated from the route schemas to docs/openapi.json (`npm run docs:api`).
 * The API test suite fails when the committed file no longer matches the routes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { REPO_ROOT } from './config/paths.ts';

export const OPENAPI_FILE = path.join(REPO_ROOT, 'docs/openapi.json');

export async function generateOpenApi(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-openapi-'));
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir }),
    logger: false,
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    return `${JSON.stringify(JSON.parse(response.body), null, 2)}\n`;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  fs.writeFileSync(OPENAPI_FILE, await generateOpenApi());
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
