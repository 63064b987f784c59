import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // API suites share one database per worker; keep files in one process pool for predictable DB setup.
    pool: 'forks',
    // Files share a worker's module graph: the suite re-imported the server (≈ 2,000 modules) for each of its ~80
    // files, ≈ 130 s of every run's CPU; no module keeps per-file state (the whole suite passes with it off).
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
  },
});
