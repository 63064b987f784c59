/**
 * Start-up time of the server (`npm run bench:startup`): process spawn → first 200 of /api/health, 3 runs per
 * entry — the compiled bundle (`apps/server/dist/main.js`, what `npm run portal` runs) and the TypeScript entry
 * through tsx (development and tests) — each on a fresh SQLite folder (migrate + seed included) and on an
 * already seeded one (a restart). `--entry=dist|tsx` limits it to one entry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILED_ENTRY, repoRoot, startPortal, type ServerEntry } from './portal-server.ts';

const RUNS = 3;
const only = process.argv.find((arg) => arg.startsWith('--entry='))?.slice('--entry='.length);
const entries: ServerEntry[] = only === 'dist' || only === 'tsx' ? [only] : ['tsx', 'dist'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const report: Record<string, { fresh: number[]; restart: number[] }> = {};
for (const entry of entries) {
  if (entry === 'dist' && !fs.existsSync(COMPILED_ENTRY)) {
    console.log(`skipping dist: ${path.relative(repoRoot, COMPILED_ENTRY)} is not built (npm run build)`);
    continue;
  }
  const fresh: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-startup-'));
    const first = await startPortal({ entry, dataDir });
    fresh.push(first.startupMs);
    await first.stop({ keepData: true });
    const second = await startPortal({ entry, dataDir });
    restart.push(second.startupMs);
    await second.stop();
  }
  report[entry] = { fresh, restart };
  const fmt = (values: number[]) =>
    `${values.map((v) => v.toFixed(0)).join(' / ')} ms (median ${median(values).toFixed(0)})`;
  console.log(`${entry.padEnd(5)} fresh database: ${fmt(fresh)}`);
  console.log(`${entry.padEnd(5)} restart:        ${fmt(restart)}`);
}
fs.mkdirSync(path.join(repoRoot, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(repoRoot, 'bench/results/startup.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), runs: report }, null, 2),
);
