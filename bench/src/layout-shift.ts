/**
 * Layout shift as a user sees it (`npm run bench:cls`, issue 10 §4): loads the portal home (Demo Academy's page
 * composed from modules, issue 27), search results, a course page and the demo sub-school's composed home of the
 * built portal in Debian's Chromium at a phone width (412 px, touch, 4× CPU slowdown) and a
 * desktop width (1350 px), in zh_CN and ar_SA, and sums the layout-shift entries (what CLS adds up) until the page
 * went quiet, printing each shift with the elements that moved and their rectangles before and after — the clue
 * to which component shifts. Complements Lighthouse, which measures the phone width only.
 */
import { chromium } from 'playwright-core';
import { benchPages, CHROMIUM_FLAGS, DEMO_ACADEMY } from './bench-pages.ts';
import { learnerPages, signConvention } from './learner-pages.ts';
import { startPortal } from './portal-server.ts';

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts: Shift[];
  }
}

const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823, mobile: true },
  { name: 'desktop', width: 1350, height: 940, mobile: false },
];
/** The demo sub-school A: its portal shows its own composed home (banner, course row, links). */
const DEMO_SUB_SCHOOL = '1000000000000000011';
const LANGS = (process.argv.find((a) => a.startsWith('--langs='))?.slice(8) ?? 'zh_CN,ar_SA').split(',');
/** `--learning`: the demo learner's learning view (signed in) instead of the visitor's pages. */
const LEARNING = process.argv.includes('--learning');

const portal = await startPortal();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  for (const lang of LANGS) {
    const learner = LEARNING ? await learnerPages(portal.origin, lang) : null;
    if (learner) await signConvention(portal.origin, learner.cookie);
    const targets = learner
      ? learner.pages.filter((p) => p.name === 'learning view').map((p) => ({ ...p, name: 'learning' }))
      : [
          ...(await benchPages(portal.origin, lang)),
          { name: 'sub', url: `/portal/${DEMO_ACADEMY}/sub-school/${DEMO_SUB_SCHOOL}?sxz-lang=${lang}` },
        ];
    for (const target of targets) {
      for (const viewport of VIEWPORTS) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.mobile,
          hasTouch: viewport.mobile,
        });
        if (learner) {
          await context.addCookies(
            learner.cookie.split('; ').map((pair) => {
              const [name = '', ...value] = pair.split('=');
              return { name, value: value.join('='), domain: new URL(portal.origin).hostname, path: '/' };
            }),
          );
        }
        const page = await context.newPage();
        if (viewport.mobile) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        }
        await page.addInitScript(() => {
          window.__shifts = [];
          const describe = (node: Node | null) =>
            node instanceof Element ? `${node.nodeName}.${String(node.className)}`.slice(0, 90) : '?';
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: Array<{
                  node: Node | null;
                  previousRect: DOMRectReadOnly;
                  currentRect: DOMRectReadOnly;
                }>;
              }
            >) {
              if (entry.hadRecentInput) continue;
              const rect = (r: DOMRectReadOnly) =>
                `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
              window.__shifts.push({
                value: entry.value,
                at: Math.round(entry.startTime),
                sources: (entry.sources ?? []).map(
                  (s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
                ),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${portal.origin}${target.url}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1500);
        const shifts = await page.evaluate(() => window.__shifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        console.log(
          `${target.name.padEnd(7)} ${lang}  ${viewport.name.padEnd(7)} layout shift ${total.toFixed(4)}`,
        );
        for (const shift of shifts) {
          console.log(`    ${shift.value.toFixed(4)} at ${shift.at} ms`);
          for (const source of shift.sources) console.log(`      ${source}`);
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await portal.stop();
}
