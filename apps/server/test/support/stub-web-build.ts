/**
 * A stand-in web build for API tests of server-rendered pages: its render answers, as JSON, what the bootstrap
 * holds (by default `bootstrap.page`), so a test reads the page's data without the real React build. The route,
 * the page rules and the bootstrap run for real. Removed after the file's tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** `body`: a JavaScript expression over `bootstrap` giving the value to answer. */
export function stubWebBuild(body = 'bootstrap.page'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-stub-web-'));
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'server/entry-server.js'),
    `export async function render({ bootstrap: json }) {
       const bootstrap = JSON.parse(json);
       return { status: 200, html: JSON.stringify(${body}) };
     }\n`,
  );
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
