import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // API suites share one database per worker; keep files in one process pool for predictable DB setup.
    pool: 'forks',
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
