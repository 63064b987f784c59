/** Process entry: validate env, migrate, seed the demo data, listen, and shut down cleanly on signals. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type AppConfig } from './config/env.ts';
import { createDb } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './seed/index.ts';

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
await migrateToLatest(handle.db);
if (config.seedDemo) await seedDemo(handle.db);

const app = await buildApp({ config, db: handle });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await handle.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Portico is running at http://localhost:${config.port}`);
