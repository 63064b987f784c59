/**
 * Throughput benchmark (`npm run bench:throughput`, issue 17 §3): bare Fastify measured in the same run on the same
 * machine, then the portal (the compiled server, SQLite, demo data, its own data folder): the shell's open JSON
 * endpoints, the anonymous portal home (page cache), the signed-in portal home (never cached) — the composed page
 * (issue 27) and the same school's fixed layout — and the search API at a fixed 200 req/s. Each is printed as req/s, p50/p99 and its ratio to bare Fastify, with the target, and
 * written to bench/results/throughput.json. Issue 28 item 5 adds the learner's course page and learning view (signed
 * in, the demo learner's enrolled course, as in bench:weight) with a ≥ 0.75 % of bare target for the three signed-in
 * pages; the machine's cores, memory and load average are printed with the figures. Each portal row also gives the
 * portal process's CPU time (all threads, from /proc) per request: the work a page costs, which moves less than req/s
 * when other load on a 2-core host takes turns with the benchmark. BENCH_SECONDS (default 8) sets each run's length; 20 connections.
 * Figures depend on the machine and on what else runs on it: this is a measurement, not a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import os from 'node:os';
import { bareFastify } from './bare-fastify.ts';
import { learnerPages } from './learner-pages.ts';
import { processCpuSeconds, repoRoot, startPortal } from './portal-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** `BENCH_SIGNED_IN_ONLY=1` skips the open endpoints, the anonymous pages and search (a quicker re-measure). */
const SIGNED_IN_ONLY = process.env.BENCH_SIGNED_IN_ONLY === '1';
const WARMUP_SECONDS = 2;
/** The learner's pages measured besides the home (bench/src/learner-pages.ts names). */
const LEARNER_PAGES = ['course, signed in', 'learning view'];
const CONNECTIONS = 20;
const SCHOOL = '1000000000000000001';
const LEARNER = { account: 'learner@demo.test', password: 'Portico-demo-2026' };
/** Issue 17 "before" (same machine class, 20 connections, 8 s, SQLite, demo data). */
const BEFORE: Record<string, number> = {
  navigations: 1_900,
  'home (anonymous)': 94,
  'home (signed in)': 85,
};

interface Row {
  name: string;
  rps: number;
  /** The portal process's CPU time (all its threads) per answered request, ms; null where not measured. */
  cpuMs: number | null;
  p50: number;
  p99: number;
  ratio: number | null;
  errors: number;
  target: string;
  met: boolean | null;
}

/** The portal's CPU per request of each measured run: steadier than req/s on a host whose other load varies. */
const cpuPerRequest = new WeakMap<Result, number>();

async function run(
  url: string,
  requests: Request[],
  options: { rate?: number; seconds?: number; pid?: number } = {},
) {
  const base = { url, connections: CONNECTIONS, requests, timeout: 10 };
  await autocannon({ ...base, duration: WARMUP_SECONDS });
  const cpuBefore = processCpuSeconds(options.pid);
  const result = await autocannon({
    ...base,
    duration: options.seconds ?? SECONDS,
    ...(options.rate ? { overallRate: options.rate } : {}),
  });
  const cpuAfter = processCpuSeconds(options.pid);
  if (cpuBefore !== null && cpuAfter !== null && result.requests.total > 0)
    cpuPerRequest.set(result, ((cpuAfter - cpuBefore) * 1000) / result.requests.total);
  return result;
}

const failures = (result: Result) => result.errors + result.timeouts + result.non2xx;

/** Two runs of one page as one row: mean req/s and latencies, the failures of both. */
function meanOf(a: Result, b: Result): Result {
  const mean = (x: number, y: number) => (x + y) / 2;
  const cpuA = cpuPerRequest.get(a);
  const cpuB = cpuPerRequest.get(b);
  const merged: Result = {
    ...a,
    requests: { ...a.requests, average: mean(a.requests.average, b.requests.average) },
    latency: {
      ...a.latency,
      p50: mean(a.latency.p50, b.latency.p50),
      p99: mean(a.latency.p99, b.latency.p99),
    },
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    non2xx: a.non2xx + b.non2xx,
  };
  if (cpuA !== undefined && cpuB !== undefined) cpuPerRequest.set(merged, mean(cpuA, cpuB));
  return merged;
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...LEARNER, agreementAccepted: true }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits });

async function main() {
  const rows: Row[] = [];
  const bare = await bareFastify();
  const bareResult = await run(bare.origin, [{ path: '/' }]);
  bare.stop();
  const bareRps = bareResult.requests.average;
  rows.push({
    name: 'bare Fastify',
    rps: bareRps,
    cpuMs: null,
    p50: bareResult.latency.p50,
    p99: bareResult.latency.p99,
    ratio: 1,
    errors: failures(bareResult),
    target: '—',
    met: null,
  });

  const portal = await startPortal({ entry: 'dist' });
  const onPortal = (requests: Request[], options: { rate?: number } = {}) =>
    run(portal.origin, requests, { ...options, pid: portal.pid });
  // The instance starts its render threads (each loads the web app) in the background once it answers: measured
  // from the first second, their start-up would be counted against the first endpoint.
  await fetch(`${portal.origin}/portal/${SCHOOL}`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  try {
    const q = `schoolId=${SCHOOL}`;
    const json: [string, string][] = [
      ['navigations', `/api/portal/api/v2/portal/open/navigations?${q}`],
      ['schoolDetails', `/api/school/schools/open/schoolDetails?${q}`],
      ['footer', `/api/portal/api/v1/portal/open/footer?${q}`],
      ['hot searches', `/api/search/v1/search/hotSearch?${q}`],
      ['languages', `/api/school/biz/queryConfig?${q}&configTypes=schoolLanguage`],
    ];
    const measure = (name: string, result: Result, target: string, met: (result: Result) => boolean) =>
      rows.push({
        name,
        rps: result.requests.average,
        cpuMs: cpuPerRequest.get(result) ?? null,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ratio: result.requests.average / bareRps,
        errors: failures(result),
        target,
        met: failures(result) === 0 && met(result),
      });
    for (const [name, url] of SIGNED_IN_ONLY ? [] : json) {
      const result = await onPortal([{ path: url }]);
      measure(name, result, '≥ 50 % of bare', (r) => r.requests.average >= 0.5 * bareRps);
    }
    const home = `/portal/${SCHOOL}`;
    const accept = { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };
    if (!SIGNED_IN_ONLY) {
      const anonymous = await onPortal([{ path: home, headers: accept }]);
      measure(
        'home (anonymous)',
        anonymous,
        '≥ 1,000 req/s and ≥ 2 %, p99 < 50 ms',
        (r) => r.requests.average >= 1_000 && r.requests.average >= 0.02 * bareRps && r.latency.p99 < 50,
      );
    }
    const cookie = await signIn(portal.origin);
    const signedInTarget = '≥ 0.75 % of bare (issue 28)';
    const signedInMet = (r: Result) => r.requests.average >= 0.0075 * bareRps;
    // Issue 28 item 5: the learner's course page and learning view (at the course's first video), signed in.
    const learner = await learnerPages(portal.origin, 'zh_CN');
    // Issue 27: Demo Academy's home is a composed page (9 modules since seed 22); `pageId=1` names no page, so the
    // same school, viewer and shell render today's fixed layout — the comparison the issue asks for, same run.
    const fixed = `${home}?pageId=1`;
    // Every signed-in page is rendered a while before any is measured: the render threads compile the components
    // as they first meet them, and whichever page came first used to pay that for all (measured: the composed home
    // 477 req/s first, 701 after the fixed home had run; the fixed home 653 → 701).
    const measuredLearnerPages = learner.pages.filter((page) => LEARNER_PAGES.includes(page.name));
    for (const path of [home, fixed, ...measuredLearnerPages.map((page) => page.url)]) {
      const headers = { ...accept, cookie: path.startsWith(home) ? cookie : learner.cookie };
      await autocannon({
        url: portal.origin,
        connections: CONNECTIONS,
        requests: [{ path, headers }],
        duration: 3,
      });
    }
    // Composed and fixed home alternate (composed, fixed, the learner's pages, composed, fixed) and each is the
    // mean of its two runs: a single run of either moved by ± 10 % between runs on this 2-core machine.
    const homePair = async () => [
      await onPortal([{ path: home, headers: { ...accept, cookie } }]),
      await onPortal([{ path: fixed, headers: { ...accept, cookie } }]),
    ];
    const [composedFirst, fixedFirst] = await homePair();
    const learnerResults: Array<[string, Result]> = [];
    for (const name of LEARNER_PAGES) {
      const page = learner.pages.find((candidate) => candidate.name === name);
      if (!page) throw new Error(`no learner page "${name}"`);
      const result = await onPortal([{ path: page.url, headers: { ...accept, cookie: learner.cookie } }]);
      learnerResults.push([name, result]);
    }
    const [composedSecond, fixedSecond] = await homePair();
    const signedIn = meanOf(composedFirst!, composedSecond!);
    const fixedSignedIn = meanOf(fixedFirst!, fixedSecond!);
    measure('home (signed in)', signedIn, signedInTarget, signedInMet);
    for (const [name, result] of learnerResults) measure(name, result, signedInTarget, signedInMet);
    if (!SIGNED_IN_ONLY) {
      const fixedAnonymous = await onPortal([{ path: fixed, headers: accept }]);
      measure('fixed home (anon.)', fixedAnonymous, 'composed anon. ratio ≈ this', () => true);
    }
    measure(
      'fixed home (signed in)',
      fixedSignedIn,
      'composed signed in ≥ this',
      () => signedIn.requests.average >= 0.95 * fixedSignedIn.requests.average,
    );
    if (!SIGNED_IN_ONLY) {
      const keywords = ['python', '数据', 'leadership', '管理', 'AI', 'zzzz-nothing'];
      const search = await run(
        portal.origin,
        keywords.map((keyword) => ({
          path: `/api/search/v1/search/courses?${q}&keyword=${encodeURIComponent(keyword)}&record=0`,
        })),
        { rate: 200 },
      );
      measure('search @ 200 req/s', search, 'p99 < 50 ms', (r) => r.latency.p99 < 50);
    }
  } finally {
    await portal.stop();
  }

  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(
    `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
      `load average ${load.join(' / ')} (1/5/15 min) at the end — other processes share these cores`,
  );
  console.log(
    `\nThroughput (${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up)\n`,
  );
  console.log(
    [
      'endpoint'.padEnd(20),
      'req/s'.padStart(9),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'of bare'.padStart(8),
      'CPU ms'.padStart(7),
    ]
      .concat(['errors'.padStart(7), '  target', ''])
      .join(' '),
  );
  for (const row of rows) {
    const before = BEFORE[row.name] ? ` (before ${fmt(BEFORE[row.name] ?? 0)})` : '';
    console.log(
      [
        row.name.padEnd(20),
        fmt(row.rps).padStart(9),
        fmt(row.p50).padStart(7),
        fmt(row.p99).padStart(7),
        (row.ratio === null ? '' : `${fmt(row.ratio * 100, 1)} %`).padStart(8),
        (row.cpuMs === null ? '—' : fmt(row.cpuMs, 2)).padStart(7),
        String(row.errors).padStart(7),
        ` ${row.target}${row.met === null ? '' : row.met ? ' ✔' : ' ✘'}${before}`,
      ].join(' '),
    );
  }
  const file = path.join(repoRoot, 'bench/results/throughput.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify({ when: new Date().toISOString(), seconds: SECONDS, rows }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${path.relative(repoRoot, file)}`);
}

await main();
