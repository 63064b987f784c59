import path from 'node:path';
import { defineConfig } from 'vitest/config';

// CI asks for machine-readable results (VITEST_JSON_DIR) so .ci/run can print one closing summary line.
const jsonDir = process.env.VITEST_JSON_DIR;
const runLabel = [
  process.env.TEST_RUN_LABEL ?? 'sqlite',
  process.argv.includes('server') ? 'api' : 'unit',
].join('-');

export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/contracts', 'apps/server', 'apps/web'],
    reporters: jsonDir ? ['default', 'json'] : ['default'],
    ...(jsonDir ? { outputFile: { json: path.join(jsonDir, `vitest-${runLabel}.json`) } } : {}),
  },
});
