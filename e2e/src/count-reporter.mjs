// A node:test reporter that only counts, so .ci/run can add the browser tests to its closing summary.
import fs from 'node:fs';
import path from 'node:path';

export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for await (const event of source) {
    // Only leaf tests count (suites report too, with nesting of their own).
    if (event.type === 'test:pass' && event.data.details?.type !== 'suite') {
      if (event.data.skip || event.data.todo) skipped += 1;
      else passed += 1;
    }
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') failed += 1;
  }
  const dir = process.env.VITEST_JSON_DIR;
  if (dir) fs.writeFileSync(path.join(dir, 'e2e.json'), JSON.stringify({ passed, failed, skipped }));
  yield '';
}
