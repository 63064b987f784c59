/**
 * Compiles the server for `npm run portal` (issue 10 §7): one ESM bundle `dist/main.js` from `src/main.ts` with
 * esbuild, so production starts plain `node` without transpiling TypeScript at start-up; `tsx` stays for development
 * and tests. Workspace packages (@portico/core, @portico/contracts — TypeScript sources) and pure-JS dependencies
 * are inlined; native modules and the database drivers stay external and load from node_modules as usual.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** Native addons (and the optional native pg binding) cannot be bundled; the drivers stay as they are shipped. */
// piscina starts its threads from its own `dist/worker.js`, found next to itself: it cannot be inlined either.
export const EXTERNAL = [
  'better-sqlite3',
  'better-sqlite3-node20',
  'pg',
  'pg-native',
  '@node-rs/argon2',
  'ioredis',
  'sharp',
  'piscina',
];

const result = await build({
  // The render threads' module (web/render-worker.ts) is its own file: a thread loads only what it renders with.
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    'render-worker': path.join(serverDir, 'src/web/render-worker.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // CommonJS dependencies inlined into an ES module still call `require` (for node: built-ins): give them one.
  banner: {
    js: "import { createRequire as __portico_createRequire } from 'node:module'; const require = __portico_createRequire(import.meta.url);",
  },
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`apps/server/dist/main.js built (${(bytes / 1024).toFixed(0)} kB with its source map)`);
