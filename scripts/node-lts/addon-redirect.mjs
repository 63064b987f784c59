// Preloaded (`--import`) by scripts/test-node-lts.sh when the suites run on the Node that
// scripts/ensure-node-lts.sh cached: node_modules' better-sqlite3 binary is built for the machine's Node (another
// V8 ABI), so its load is redirected to the build for this Node. node_modules stays untouched and usable by the
// machine's Node at the same time; the application itself needs nothing (a real install on Node 24 builds the
// addon for Node 24). `module.registerHooks` (Node ≥ 22.15) applies to require() — how `bindings` loads the
// addon — in this thread; vitest's `forks` pool inherits NODE_OPTIONS, so every test process gets the hook.
import fs from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const mapFile = process.env.PORTICO_ADDON_MAP;
if (!mapFile) throw new Error('addon-redirect: PORTICO_ADDON_MAP (the map ensure-node-lts.sh writes) is not set');
/** Absolute path of node_modules' binary → absolute path of the build for this Node. */
const redirects = new Map(Object.entries(JSON.parse(fs.readFileSync(mapFile, 'utf8'))));

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.endsWith('.node')) return resolved;
    const target = redirects.get(fileURLToPath(resolved.url));
    return target ? { ...resolved, url: pathToFileURL(target).href } : resolved;
  },
});
