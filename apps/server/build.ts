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
export const EXTERNAL = ['better-sqlite3', 'pg', 'pg-native', '@node-rs/argon2', 'ioredis', 'sharp'];

const result = await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
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
