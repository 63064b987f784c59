/**
 * The one portal server and one Chromium a test file uses. node:test runs every file in a process of its own, so
 * these module bindings are per file: `serverAndBrowserPerFile()` starts both before the file's first test and
 * stops them after its last. `server` and `browser` are live bindings — read them inside tests and hooks, never at
 * the top level of a file (they are unset until the `before` hook has run).
 */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export let server: RunningServer;
export let browser: Browser;

/**
 * Registers the start/stop hooks. What the file must prepare with the running server goes in `afterStart`, not in
 * a `before` of its own: on Node 20 a root-level `before` registered once the file's root test has started runs at
 * once, alongside this one, and would find `server` unset.
 */
export function serverAndBrowserPerFile(
  afterStart?: () => Promise<void>,
  /** Extra server environment for this file (e.g. a short exam sweep interval). */
  serverEnv: Record<string, string> = {},
): void {
  before(async () => {
    server = await startServer(serverEnv);
    browser = await launchBrowser();
    await afterStart?.();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
}
