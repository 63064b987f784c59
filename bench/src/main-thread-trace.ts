/**
 * Where the main thread's time goes while a page loads (issue 28 §1, `npm run bench:trace`): starts the built
 * portal, loads each page in Debian's Chromium at phone size with the CPU slowed like Lighthouse's mobile preset
 * (4×), records a DevTools trace and splits the renderer main thread's time into self time per trace event
 * (script compile/evaluation, function calls, style, layout, parse, paint, GC…). Layouts that carry a JavaScript
 * stack were forced synchronously by a script; they are listed with the function that forced them. Long tasks
 * (> 50 ms) are listed with what filled them. `--lang=xx_YY` (default zh_CN), `--pages=home,search,course,learning`
 * (`learning`: the demo learner's learning view at its video, signed in), `--runs=N`, `--save=<dir>` (each trace as
 * JSON, to open in DevTools' Performance panel), `--cpu=N` (default 4).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startPortal } from './portal-server.ts';
import { benchPages, CHROMIUM_FLAGS } from './bench-pages.ts';
import { learnerPages, signConvention } from './learner-pages.ts';
import { traceSummary, type TraceEvent, type TraceSummary } from './trace-summary.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const lang = arg('lang') ?? 'zh_CN';
const pageNames = (arg('pages') ?? 'home').split(',');
const runs = Number(arg('runs') ?? '3');
const saveDir = arg('save');
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
].join(',');

/** `--cpu=N`: another slowdown than Lighthouse's 4× (a faster machine standing in for a slower one). */
const CPU_RATE = Number(arg('cpu') ?? 4);

async function tracePage(page: Page, url: string): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; they are the trace format's objects.
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Lighthouse keeps tracing until the main thread is quiet; idle callbacks and hydration run after load.
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return events;
}

function print(name: string, summaries: TraceSummary[]): void {
  const median = <T>(values: T[], key: (v: T) => number) =>
    [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)]!;
  const mid = median(summaries, (s) => s.mainThreadMs);
  console.log(`\n${name} (${lang}, CPU ${CPU_RATE}×, median of ${summaries.length} by main-thread time)`);
  console.log(
    `  main thread busy ${mid.mainThreadMs.toFixed(0)} ms, long tasks ${mid.longTasks.length}, ` +
      `blocking (over 50 ms per task) ${mid.blockingMs.toFixed(0)} ms`,
  );
  console.log('  self time by event:');
  for (const [event, ms] of mid.selfByEvent.slice(0, 14))
    console.log(`    ${event.padEnd(34)} ${ms.toFixed(1)} ms`);
  console.log('  self time by script:');
  for (const [url, ms] of mid.selfByScript.slice(0, 8))
    console.log(`    ${url.padEnd(60)} ${ms.toFixed(1)} ms`);
  console.log(`  forced layouts/style recalcs from script: ${mid.forced.length}`);
  for (const f of mid.forced.slice(0, 10)) console.log(`    ${f.event} ${f.ms.toFixed(1)} ms ← ${f.by}`);
  console.log('  long tasks:');
  for (const t of mid.longTasks.slice(0, 8)) {
    const parts = t.parts
      .slice(0, 4)
      .map(([e, ms]) => `${e} ${ms.toFixed(0)}`)
      .join(', ');
    console.log(`    at ${t.startMs.toFixed(0)} ms: ${t.ms.toFixed(0)} ms (${parts})`);
  }
}

async function main(): Promise<void> {
  const portal = await startPortal();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    console.log(`Chromium ${browser.version()}, ${runs} runs per page`);
    const pages: Array<{ name: string; url: string; cookie?: string }> = (
      await benchPages(portal.origin, lang)
    ).filter((p) => pageNames.includes(p.name));
    if (pageNames.includes('learning')) {
      const learner = await learnerPages(portal.origin, lang);
      await signConvention(portal.origin, learner.cookie);
      const view = learner.pages.find((p) => p.name === 'learning view')!;
      pages.push({ name: 'learning', url: view.url, cookie: learner.cookie });
    }
    for (const target of pages) {
      const summaries: TraceSummary[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          deviceScaleFactor: 1.75,
          ...(target.cookie ? { extraHTTPHeaders: { cookie: target.cookie } } : {}),
        });
        const page = await context.newPage();
        const traced = await tracePage(page, portal.origin + target.url);
        if (saveDir)
          fs.writeFileSync(path.join(saveDir, `${target.name}-${lang}-${i}.json`), JSON.stringify(traced));
        summaries.push(traceSummary(traced));
        await context.close();
      }
      print(target.name, summaries);
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
