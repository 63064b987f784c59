import { chromium } from 'playwright-core';
import { startPortal } from '../src/portal-server.ts';
import { CHROMIUM_FLAGS } from '../src/bench-pages.ts';
const portal = await startPortal({ entry: 'dist' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  let release!: () => void; const released = new Promise<void>((r) => (release = r));
  await page.route((u) => u.pathname.endsWith('.js'), async (route) => { await released; await route.continue(); });
  await page.goto(portal.origin + '/portal/1000000000000000001?sxz-lang=en_US', { waitUntil: 'domcontentloaded' });
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Language: English' });
  await trigger.click();
  console.log('early', await page.evaluate(() => String((window as any).__PORTICO_EARLY_CLICK__?.outerHTML?.slice(0, 120))));
  release();
  await page.waitForFunction(() => (window as any).__PORTICO_HYDRATED__ === true);
  await page.waitForTimeout(3000);
  console.log('after', await page.evaluate(() => String((window as any).__PORTICO_EARLY_CLICK__)), await trigger.getAttribute('aria-expanded'));
} finally { await browser.close(); await portal.stop(); }
