/**
 * What learning costs the server (`npm run bench:learning`, issue 23 "Performance and budget"): bare Fastify and
 * the portal (compiled server, SQLite, demo data, its own data folder) in one run on the same machine —
 * - POST /api/course/v1/learning/beats as the signed-in demo learner on a video of a course they are enrolled in,
 *   every request a new, valid beat (growing sequence, played range and active seconds; a new viewing every
 *   BEATS_PER_VIEWING beats), as req/s and a ratio to bare Fastify, and its server time: a beat alone (one
 *   connection, p50) and the event loop's share per beat under load (1000 / req/s at 20 connections);
 * - the signed-in course page and learning view rendered, as a ratio to the signed-in portal home.
 * BENCH_SECONDS (default 8) sets each run's length. A measurement for the notes, not a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { bareFastify } from './bare-fastify.ts';
import { DEMO_ACADEMY } from './bench-pages.ts';
import { learnerPages } from './learner-pages.ts';
import { processCpuSeconds as cpuSeconds, repoRoot, startPortal } from './portal-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 20;
const BEATS_PER_VIEWING = 50;

async function run(url: string, requests: Request[], connections = CONNECTIONS): Promise<Result> {
  const base = { url, connections, requests, timeout: 10 };
  await autocannon({ ...base, duration: WARMUP_SECONDS });
  return autocannon({ ...base, duration: SECONDS });
}

const failures = (result: Result) => result.errors + result.timeouts + result.non2xx;
const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits });

/** A beat request whose body is a new, valid beat each time (autocannon's setupRequest). */
function beatRequest(input: {
  courseId: string;
  resourceId: string;
  cookie: string;
  origin: string;
}): Request {
  let viewing = 0;
  let seq = 0;
  const run = Date.now().toString(36);
  return {
    method: 'POST',
    path: `/api/course/v1/learning/beats?schoolId=${DEMO_ACADEMY}`,
    headers: { 'content-type': 'application/json', cookie: input.cookie, origin: input.origin },
    setupRequest: (request) => {
      if (seq >= BEATS_PER_VIEWING) {
        viewing += 1;
        seq = 0;
      }
      seq += 1;
      const body = {
        courseId: input.courseId,
        resourceId: input.resourceId,
        viewingKey: `bench-${run}-${viewing}`,
        seq,
        activeSeconds: seq,
        position: Math.min(seq, 29),
        played: [[0, Math.min(seq, 29)]],
      };
      return { ...request, body: JSON.stringify(body) };
    },
  };
}

async function main() {
  const rows: Array<{ name: string; rps: number; p50: number; p99: number; ratio: string; errors: number }> =
    [];
  const bare = await bareFastify();
  const bareResult = await run(bare.origin, [{ path: '/' }]);
  bare.stop();
  const bareRps = bareResult.requests.average;
  rows.push({ name: 'bare Fastify', rps: bareRps, ...latency(bareResult), ratio: '100 %', errors: 0 });

  const portal = await startPortal({ entry: 'dist' });
  // Render threads start in the background once the server answers (see throughput.ts).
  await fetch(`${portal.origin}/portal/${DEMO_ACADEMY}`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  let beatAlone: Result;
  let beats: Result;
  let cpuPerBeatMs: number | null = null;
  let cpuPerBeatAloneMs: number | null = null;
  try {
    const learner = await learnerPages(portal.origin, 'zh_CN');
    const beat = beatRequest({
      courseId: learner.courseId,
      resourceId: learner.videoResourceId,
      cookie: learner.cookie,
      origin: portal.origin,
    });
    const aloneCpuBefore = cpuSeconds(portal.pid);
    beatAlone = await run(portal.origin, [beat], 1);
    const aloneCpuAfter = cpuSeconds(portal.pid);
    // One connection, one beat at a time: the server's CPU per beat with no queueing of its own (other processes
    // on the machine still slow it through shared caches, far less than they stretch wall time).
    const aloneBeats = beatAlone.requests.total * (1 + WARMUP_SECONDS / SECONDS);
    cpuPerBeatAloneMs =
      aloneCpuBefore === null || aloneCpuAfter === null
        ? null
        : ((aloneCpuAfter - aloneCpuBefore) * 1000) / aloneBeats;
    const cpuBefore = cpuSeconds(portal.pid);
    beats = await run(portal.origin, [beat]);
    const cpuAfter = cpuSeconds(portal.pid);
    // The server's own CPU per beat, whatever else the machine runs (the warm-up's beats are counted too).
    const warmupBeats = Math.round((beats.requests.total / SECONDS) * WARMUP_SECONDS);
    cpuPerBeatMs =
      cpuBefore === null || cpuAfter === null
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / (beats.requests.total + warmupBeats);
    rows.push({
      name: 'heartbeat',
      rps: beats.requests.average,
      ...latency(beats),
      ratio: `${fmt((beats.requests.average / bareRps) * 100, 1)} % of bare`,
      errors: failures(beats) + failures(beatAlone),
    });
    const accept = {
      'accept-encoding': 'br, gzip',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench',
      cookie: learner.cookie,
    };
    const byName = new Map(learner.pages.map((page) => [page.name, page.url]));
    const pageRun = (name: string) => run(portal.origin, [{ path: byName.get(name)!, headers: accept }]);
    const home = await pageRun('home, signed in');
    rows.push({
      name: 'home (signed in)',
      rps: home.requests.average,
      ...latency(home),
      ratio: '100 %',
      errors: failures(home),
    });
    for (const name of ['course, signed in', 'learning view']) {
      const result = await pageRun(name);
      rows.push({
        name,
        rps: result.requests.average,
        ...latency(result),
        ratio: `${fmt((result.requests.average / home.requests.average) * 100, 1)} % of home`,
        errors: failures(result),
      });
    }
  } finally {
    await portal.stop();
  }

  console.log(
    `\nLearning (${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, SQLite)\n`,
  );
  console.log(
    [
      'endpoint'.padEnd(20),
      'req/s'.padStart(9),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'errors'.padStart(7),
      '  ratio',
    ].join(' '),
  );
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(20),
        fmt(row.rps).padStart(9),
        fmt(row.p50).padStart(7),
        fmt(row.p99).padStart(7),
        String(row.errors).padStart(7),
        ` ${row.ratio}`,
      ].join(' '),
    );
  }
  const perBeatMs = 1000 / beats.requests.average;
  console.log(
    `\nheartbeat server time: ${fmt(beatAlone.latency.p50, 2)} ms p50 alone (1 connection, ${fmt(beatAlone.requests.average)} req/s); ` +
      `${fmt(perBeatMs, 2)} ms of wall time per beat under load; ` +
      `server CPU per beat ${cpuPerBeatAloneMs === null ? 'unknown' : `${fmt(cpuPerBeatAloneMs, 2)} ms`} alone, ` +
      `${cpuPerBeatMs === null ? 'unknown' : `${fmt(cpuPerBeatMs, 2)} ms`} under load — budget < 1 ms`,
  );
  const file = path.join(repoRoot, 'bench/results/learning.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify({ when: new Date().toISOString(), seconds: SECONDS, rows, beatAloneP50: beatAlone.latency.p50, perBeatMs, cpuPerBeatMs, cpuPerBeatAloneMs }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

function latency(result: Result) {
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

await main();
