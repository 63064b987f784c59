/**
 * CPU profile of the compiled portal under load (`npm run bench:profile -- <path> [--signed-in]`, issue 17 §3):
 * starts the server with `node --cpu-prof`, drives one path with autocannon (20 connections, BENCH_SECONDS, default
 * 8), stops it gracefully (the profile is written on exit) and prints the functions with the most self time and the
 * share of each package. The .cpuprofile stays in bench/results/profiles for a flame graph (Chrome DevTools,
 * speedscope); `--analyze <file>` prints the summary of a kept profile. A measurement, not a test.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startPortal } from './portal-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TOP = 30;

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function and per package, in milliseconds, from the sampled profile. */
export function summarize(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    total += ms;
    const file = frame.url.replace(/^file:\/\//, '');
    const where = file ? `${path.basename(file)}:${frame.lineNumber + 1}` : '(native)';
    const name = `${frame.functionName || '(anonymous)'} ${where}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (file ? path.basename(file) : frame.functionName);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  }
  // Inclusive time: every function on a sample's stack is counted once for that sample.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || !frame.functionName) continue;
      const file = frame.url.replace(/^file:\/\//, '');
      const name = `${frame.functionName} ${file ? `${path.basename(file)}:${frame.lineNumber + 1}` : '(native)'}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => ({ name, ms, share: ms / total }));
  return {
    totalMs: total,
    functions: top(functions, TOP),
    packages: top(packages, 15),
    inclusive: top(inclusive, 60),
  };
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      account: 'learner@demo.test',
      password: 'Portico-demo-2026',
      agreementAccepted: true,
    }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function print(summary: ReturnType<typeof summarize>) {
  console.log('self time by package');
  for (const row of summary.packages)
    console.log(`${(row.share * 100).toFixed(1).padStart(6)} %  ${row.name}`);
  console.log('\nself time by function');
  for (const row of summary.functions)
    console.log(`${(row.share * 100).toFixed(1).padStart(6)} %  ${row.name}`);
  console.log('\ntotal time by function (callees included)');
  for (const row of summary.inclusive)
    console.log(`${(row.share * 100).toFixed(1).padStart(6)} %  ${row.name}`);
}

async function main() {
  const analyze = process.argv.indexOf('--analyze');
  if (analyze > 0) {
    const file = process.argv[analyze + 1] ?? '';
    return print(summarize(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile));
  }
  const target = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/portal/1000000000000000001';
  const signedIn = process.argv.includes('--signed-in');
  const dir = path.join(repoRoot, 'bench/results/profiles');
  fs.mkdirSync(dir, { recursive: true });
  const before = new Set(fs.readdirSync(dir));
  // The server runs from the compiled bundle; --enable-source-maps would cost time in the profile itself.
  const portal = await startPortal({ entry: 'dist', nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  let result;
  try {
    // Like bench:throughput: pages are asked for compressed, the JSON endpoints plain.
    const headers: Record<string, string> = target.startsWith('/api/')
      ? {}
      : { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 bench' };
    if (signedIn) headers.cookie = await signIn(portal.origin);
    result = await autocannon({
      url: `${portal.origin}${target}`,
      connections: 20,
      duration: SECONDS,
      headers,
    });
  } finally {
    await portal.stop();
  }
  const file = fs.readdirSync(dir).find((name) => !before.has(name) && name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile was written');
  const summary = summarize(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile);
  console.log(`${target}${signedIn ? ' (signed in)' : ''}: ${Math.round(result.requests.average)} req/s`);
  console.log(
    `profile: ${path.relative(repoRoot, path.join(dir, file))}, ${Math.round(summary.totalMs)} ms sampled\n`,
  );
  print(summary);
}

await main();
