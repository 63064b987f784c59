/**
 * Process entry: validate env, migrate, seed the demo data, listen, and shut down gracefully on signals.
 * `main.js migrate` (npm run migrate) only migrates (and seeds when SEED_DEMO says so) and exits: run it once
 * before rolling out instances started with MIGRATE_ON_START=false (docs/operations.md).
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { createDb } from './db/connection.ts';
import { latestAppliedMigration, migrateToLatest } from './db/migrate.ts';
import { LATEST_MIGRATION } from './db/migrations/index.ts';
import { seedDemo } from './seed/index.ts';
import { shutdownGracefully } from './shutdown.ts';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const handle = createDb(config);
const migrateOnly = process.argv[2] === 'migrate';

if (migrateOnly || config.migrateOnStart) {
  const applied = await migrateToLatest(handle.db);
  if (config.seedDemo) await seedDemo(handle.db);
  if (migrateOnly) {
    console.log(
      `Migrated (${applied.length ? applied.join(', ') : 'nothing to apply'}); at ${LATEST_MIGRATION}` +
        (config.seedDemo ? '; demo data seeded' : ''),
    );
    await handle.close();
    process.exit(0);
  }
} else {
  // Instances of a rollout never migrate concurrently; they refuse a database their code is newer than.
  const current = await latestAppliedMigration(handle.db);
  if (current !== LATEST_MIGRATION) {
    console.error(
      `The database is at ${current ?? 'no migration'}, this server needs ${LATEST_MIGRATION}: run npm run migrate first.`,
    );
    await handle.close();
    process.exit(1);
  }
}

const app = await buildApp({ config, db: handle, warmPages: true });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining');
  try {
    const outcome = await shutdownGracefully(app, {
      delayMs: config.shutdownDelayMs,
      timeoutMs: config.shutdownTimeoutMs,
      closeResources: () => handle.close(),
    });
    app.log.info({ outcome }, 'shut down');
    process.exit(outcome === 'clean' ? 0 : 1);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Portico is running at http://localhost:${config.port}`);
