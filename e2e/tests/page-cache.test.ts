/**
 * Issue 17 §2 in a real browser that enforces the CSP (no bypass): a visitor's page served from the page cache
 * runs its own inline data script and its bundles under the hashed policy and hydrates without errors, while an
 * inline script injected into the page is refused by the browser.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO } from '../src/demo.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

describe('page cache under the CSP', () => {
  it('a kept visitor page runs its own scripts and blocks an injected one', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      else if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const url = `${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`;
    const first = await page.goto(url);
    assert.equal(first?.headers()['x-page-cache'], 'miss');
    const kept = await page.goto(url);
    assert.equal(kept?.headers()['x-page-cache'], 'hit');
    const csp = kept?.headers()['content-security-policy'] ?? '';
    const scriptSrc =
      csp
        .split(';')
        .map((directive) => directive.trim())
        .find((d) => d.startsWith('script-src')) ?? '';
    assert.match(scriptSrc, /^script-src 'self' 'sha256-/);
    assert.doesNotMatch(scriptSrc, /nonce-|unsafe-inline/);
    // The inline data script ran (its hash is allowed) and the bundles loaded ('self') without an error.
    assert.equal(
      await page.evaluate(() => typeof (window as unknown as { __PORTICO__?: object }).__PORTICO__),
      'object',
    );
    await page.waitForLoadState('networkidle');
    assert.deepEqual(refused, [], 'nothing of the page itself is refused');
    assert.deepEqual(problems, []);
    // An injected inline script (what an XSS would add) is refused.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
    });
    assert.equal(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
      undefined,
    );
    assert.ok(refused.length >= 1, 'the browser reports the refused inline script');
    await context.close();
  });
});
