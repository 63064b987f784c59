import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { precompress } from './build/precompress.ts';
import { REACT_DOM_CHUNK, SHELL_CHUNK, shellChunk } from './build/shell-chunk.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * One config for both builds (see package.json "build"):
 * - client: `vite build` → dist/client (hashed files under assets/, .vite/manifest.json for the server);
 * - server: `vite build --ssr src/entry-server.tsx --outDir dist/server` → dist/server/entry-server.js.
 * The server renders the whole document, so there is no index.html; the client entry is the module input.
 * JSX goes through Vite's built-in oxc transform (automatic runtime), no React plugin needed.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // Client build only (both do nothing for the server build): V8's compile hint on the chunks every page runs at
  // load (build/compile-hints.ts); .br/.gz beside every text asset (issue 10 §3).
  plugins: [compileHints([SHELL_CHUNK, REACT_DOM_CHUNK, 'entry-client']), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: src }],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  css: {
    modules: {
      // Readable in devtools (file + class) yet unique per content.
      generateScopedName: '[name]__[local]__[hash:base64:5]',
      localsConvention: 'camelCaseOnly',
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        // Same asset URLs as the client build (hydration compares img src).
        assetsInlineLimit: 0,
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        assetsDir: 'assets',
        // Keep images as files under /assets/ so a strict CSP (no data: images) still works.
        assetsInlineLimit: 0,
        modulePreload: {
          // The client entry's import of the shell (src/entry-client.tsx): the document's head already preloads the
          // shell's chunks and styles (apps/server/src/web/manifest.ts), so the entry need not carry their list.
          resolveDependencies: (_file, deps, { hostId }) =>
            /(^|\/)entry-client-[\w-]+\.js$/.test(hostId) ? [] : deps,
        },
        rolldownOptions: {
          // The desktop entry, and the /h5/ mobile pages' own small entry (apps/web/src/h5): never in one bundle.
          input: ['src/entry-client.tsx', 'src/h5/entry-h5.ts'],
          // See build/shell-chunk.ts: merging would make the /h5/ entry import (and run) the desktop entry chunk.
          experimental: { chunkOptimization: { mergeCommonChunks: false } },
          output: {
            codeSplitting: {
              groups: [shellChunk(`${src}/app/start.tsx`, `${src}/h5/entry-h5.ts`)],
            },
          },
          // TanStack Query's "use client" directives are meaningless in a plain client bundle.
          onLog(level, log, handler) {
            if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
            handler(level, log);
          },
        },
      },
}));
