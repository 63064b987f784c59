import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineProject({
  resolve: {
    alias: [{ find: '@', replacement: src }],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  css: {
    modules: { generateScopedName: '[name]__[local]__[hash:base64:5]', localsConvention: 'camelCaseOnly' },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    environmentOptions: {
      // Rendered documents reference /assets/*: never fetch them (no server in unit tests).
      happyDOM: {
        url: 'http://localhost/',
        settings: {
          disableCSSFileLoading: true,
          disableJavaScriptFileLoading: true,
          disableJavaScriptEvaluation: true,
          disableIframePageLoading: true,
          handleDisabledFileLoadingAsSuccess: true,
        },
      },
    },
    include: ['test/**/*.test.{ts,tsx}'],
    // Rendering tests and the in-process ESLint runs take a second or two each on a quiet 2-core machine; 5 s (the
    // default) failed them when the machine was busy.
    testTimeout: 20_000,
    // Inlined so the hydration test can load a separate server-side module graph (vi.resetModules): React's
    // server renderer marks every context provider it rendered, which would otherwise make the client renderer
    // in the same process warn about "multiple renderers" — an artifact of testing both in one realm.
    server: { deps: { inline: ['react-i18next', '@tanstack/react-query'] } },
  },
});
