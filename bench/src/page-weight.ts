/**
 * Page weight of the portal home: the gzip bytes of the JS and CSS a browser must load before the page is
 * interactive — the client entry and every chunk it imports statically (dynamic imports are excluded, they
 * load later). Reads the Vite manifest of `apps/web/dist/client`; run `npm run bench:weight` (builds first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clientDir = path.join(repoRoot, 'apps/web/dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const JS_BUDGET_BYTES = 120 * 1024;

function collect(key: string, seen: Set<string>, files: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, seen, files);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const files = new Set<string>();
collect(entryKey, new Set(), files);

const rows = [...files].map((file) => {
  const bytes = fs.readFileSync(path.join(clientDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = (ext: string, field: 'raw' | 'gzip') =>
  rows.filter((row) => row.file.endsWith(ext)).reduce((sum, row) => sum + row[field], 0);
const report = {
  measuredAt: new Date().toISOString(),
  entry: entryKey,
  files: rows,
  js: { raw: total('.js', 'raw'), gzip: total('.js', 'gzip') },
  css: { raw: total('.css', 'raw'), gzip: total('.css', 'gzip') },
  jsBudgetGzip: JS_BUDGET_BYTES,
};

for (const row of rows)
  console.log(`${row.file.padEnd(48)} ${String(row.raw).padStart(8)} B  ${row.gzip} B gzip`);
console.log(`JS  total: ${(report.js.gzip / 1024).toFixed(1)} kB gzip (budget ${JS_BUDGET_BYTES / 1024} kB)`);
console.log(`CSS total: ${(report.css.gzip / 1024).toFixed(1)} kB gzip`);
fs.writeFileSync(path.join(repoRoot, 'bench/results/page-weight.json'), JSON.stringify(report, null, 2));
if (report.js.gzip > JS_BUDGET_BYTES) console.log('JS is OVER the budget.');
