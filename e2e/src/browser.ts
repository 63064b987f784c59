/** Launches Debian's Chromium through playwright-core and records what a user would see go wrong. */
import { chromium, type Browser, type Page } from 'playwright-core';

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
  /** Console errors and uncaught exceptions (hydration mismatches are reported as console errors). */
  problems: string[];
}

export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
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
  return { page, problems };
}
