/** Launches Debian's Chromium through playwright-core and records what a user would see go wrong. */
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { watchAccessibility } from './a11y.ts';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    headless: true,
  });
}

export interface WatchedPage {
  page: Page;
  /**
   * Console errors, uncaught exceptions (hydration mismatches are reported as console errors), failed requests
   * and WCAG 2.2 AA and best-practice violations found by axe on every loaded document and audited state.
   */
  problems: string[];
  /**
   * Audits the page as it is now (an open dialog, menu, card…) for WCAG 2.2 AA and axe's best practices — or
   * for the axe `tags` given; findings go to `problems`.
   */
  audit(state: string, tags?: string[]): Promise<void>;
  /** Waits for the audits still running (a loaded document's audit runs while the test goes on). */
  settled(): Promise<void>;
}

const watchers: Array<{ settled: () => Promise<void>; problems: string[] }> = [];

// Every page a test file opened is held to WCAG 2.2 AA and the best practices, whether or not the test itself
// checks `problems`.
after(async () => {
  await Promise.all(watchers.map((watcher) => watcher.settled()));
  const violations = watchers.flatMap((watcher) =>
    watcher.problems.filter((line) => line.startsWith('a11y')),
  );
  // A failing root hook makes node:test skip the file's own `after` (browser and server stay open and the file
  // never ends): end the file's process once the failure is reported, so a violation fails the run, never hangs it.
  if (violations.length > 0) setTimeout(() => process.exit(1), 15_000).unref();
  assert.deepEqual(
    [...new Set(violations)],
    [],
    'accessibility violations (axe-core, WCAG 2.2 AA + best practices)',
  );
});

/** A phone: touch, mobile viewport semantics and a dense screen (issue 10's 390 × 844 profile). */
export const PHONE = {
  width: 390,
  height: 844,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

export async function openPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    isMobile?: boolean;
    hasTouch?: boolean;
    deviceScaleFactor?: number;
    userAgent?: string;
    javaScriptEnabled?: boolean;
  } = {},
): Promise<WatchedPage> {
  const { width, height, ...device } = options;
  const context = await browser.newContext({
    viewport: { width: width ?? 1440, height: height ?? 900 },
    ...device,
    // axe is injected as a script: the page's nonce-based CSP would refuse it.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Failed sub-resources are reported below with their URL; the console line alone does not name it.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(`console.error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    // A page's own 404 status is asserted by the tests; any other failing request is a broken page.
    const isDocument = response.request().isNavigationRequest();
    if (!isDocument && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const a11y = watchAccessibility(page, problems);
  // A frozen clock would stall axe (it waits on timers): audits stop for a page once its test installs one.
  const installClock = page.clock.install.bind(page.clock);
  page.clock.install = async (options) => {
    a11y.pause();
    return installClock(options);
  };
  watchers.push({ settled: a11y.settled, problems });
  return {
    page,
    problems,
    audit: async (state, tags) => {
      await a11y.audit(state, tags);
    },
    settled: a11y.settled,
  };
}
