// Adds up the JSON results of every test run in a folder and prints one closing line: "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const result = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += result.numPassedTests ?? result.passed ?? 0;
  failed += result.numFailedTests ?? result.failed ?? 0;
  skipped += (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0) + (result.skipped ?? 0);
  console.log(`  ${file}: ${result.numPassedTests ?? result.passed ?? 0} passed`);
}
console.log(`Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
