import Database from 'better-sqlite3-node20';
import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
const log: string[] = [];
const orig = (Database as any).prototype.prepare;
let patched = false;
(Database as any).prototype.prepare = function (sql: string) {
  const st = orig.call(this, sql);
  if (!patched) { patched = true; const proto = Object.getPrototypeOf(st); for (const m of ['all', 'run', 'get', 'iterate']) { const f = proto[m]; proto[m] = function (...a: unknown[]) { log.push(this.source); return f.apply(this, a); }; } }
  return st;
};
const { createDb } = await import('../../apps/server/src/db/connection.ts');
const { migrateToLatest } = await import('../../apps/server/src/db/migrate.ts');
const { seedDemo } = await import('../../apps/server/src/seed/index.ts');
const { buildApp } = await import('../../apps/server/src/app.ts');
const { loadConfig } = await import('../../apps/server/src/config/env.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stmts-'));
const handle = createDb({ databaseUrl: null, sqlitePath: path.join(dir, 'db.sqlite') });
await migrateToLatest(handle.db); await seedDemo(handle.db);
const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dir, SEED_DEMO: 'false' }), db: handle, logger: false, webDistDir: path.resolve('apps/web/dist') });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/auth/login/init', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, payload: { account: 'learner@demo.test', password: 'Portico-demo-2026', agreementAccepted: true } });
console.log('login', login.statusCode, login.body.slice(0, 200)); const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
for (const url of (process.env.URLS ?? '/portal/1000000000000000001,/portal/1000000000000000001?pageId=1').split(',')) {
  await app.inject({ method: 'GET', url, headers: { cookie } });
  log.length = 0;
  const r = await app.inject({ method: 'GET', url, headers: { cookie } });
  console.log(url, r.statusCode, 'statements', log.length);
  for (const s of log) console.log('   ', s.slice(0, 150));
}
await app.close(); await handle.close();
