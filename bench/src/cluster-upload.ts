/**
 * An upload interrupted on one instance and finished through the other (issue 25 item 5), over real HTTP against
 * the cluster of `npm run cluster` (built instances on PostgreSQL + Redis sharing one DATA_DIR, nginx in front):
 * the demo lecturer signs in through nginx, creates a tus upload on instance 1 and sends part of a chunk whose
 * connection is then cut; instance 2 answers the offset that arrived (HEAD), takes the rest (PATCH), reads the
 * video's duration and answers the MediaRef; the finished file is served by range through nginx, byte for byte.
 *
 * `uploadAcrossInstances` is step 6 of `npm run cluster:test` (bench/src/cluster-load.ts); run alone with
 * `node --import tsx bench/src/cluster-upload.ts` (its own cluster, ports 18180/18201…, database
 * portico_cluster_upload); exit 1 on a broken guarantee.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { repoRoot, startCluster, type RunningCluster } from '../../scripts/cluster.ts';

const SCHOOL = '1000000000000000001';
const PASSWORD = 'Portico-demo-2026';
const TUS = { 'tus-resumable': '1.0.0' };

export type Check = (ok: boolean, message: string) => void;

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 of `seconds` (moov/mvhd at the end) with a `padding`-byte mdat, so a chunk can be cut inside it. */
function mp4(seconds: number, padding: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('mdat', randomBytes(padding)),
    box('moov', box('mvhd', mvhd)),
  ]);
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'teacher@demo.test', password: PASSWORD, agreementAccepted: true }),
  });
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Sends the PATCH headers and `sent` bytes of a longer declared body, then cuts the connection. */
function cutPatch(url: string, cookie: string, sent: Buffer, declared: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(declared),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(sent, () => setTimeout(() => request.destroy(), 300));
  });
}

export async function uploadAcrossInstances(cluster: RunningCluster, check: Check): Promise<void> {
  console.log('\n== an upload cut on instance 1, finished through instance 2 ==');
  const [one, two] = cluster.instances;
  if (!one || !two) throw new Error('two instances needed');
  const cookie = await signIn(cluster.origin);
  check(cookie.length > 0, 'the demo lecturer signs in through nginx');
  const video = mp4(42, 256 * 1024);
  const created = await fetch(`${one.origin}/api/media/v1/${SCHOOL}/uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      cookie,
      'upload-length': String(video.length),
      'upload-metadata': `filename ${Buffer.from('cluster.mp4').toString('base64')},kind ${Buffer.from('video').toString('base64')}`,
    },
  });
  const location = created.headers.get('location') ?? '';
  check(
    created.status === 201 && location.startsWith('/'),
    `instance 1 creates the upload (${created.status})`,
  );
  const uploadPath = new URL(location, one.origin).pathname;
  const half = Math.floor(video.length / 2);
  await cutPatch(`${one.origin}${uploadPath}`, cookie, video.subarray(0, half), video.length);

  // Instance 2 reads the offset from the shared disk; asked until two answers agree (instance 1 may still be
  // writing what arrived before the cut).
  let offset = 0;
  for (let tries = 0, last = -1; tries < 30 && (offset === 0 || offset !== last); tries += 1) {
    await sleep(100);
    last = offset;
    const head = await fetch(`${two.origin}${uploadPath}`, { method: 'HEAD', headers: { ...TUS, cookie } });
    offset = Number(head.headers.get('upload-offset') ?? 0);
  }
  check(
    offset > 0 && offset <= half,
    `instance 2 answers the offset that arrived (${offset} of ${half} sent)`,
  );
  const rest = await fetch(`${two.origin}${uploadPath}`, {
    method: 'PATCH',
    headers: {
      ...TUS,
      cookie,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(video.subarray(offset)),
  });
  check(
    rest.status === 204 && /^\d{19}$/.test(rest.headers.get('x-media-id') ?? ''),
    `instance 2 takes the rest and finishes it (${rest.status})`,
  );
  const media = await fetch(`${two.origin}${uploadPath}/media`, { headers: { cookie } });
  const ref = ((await media.json()) as { data?: { url: string; bytes: number; durationS: number | null } })
    .data;
  check(
    ref?.bytes === video.length && ref.durationS === 42,
    `the MediaRef: ${ref?.bytes} bytes, ${ref?.durationS} s (${video.length} bytes, 42 s uploaded)`,
  );
  if (!ref) return;
  const served = await fetch(`${cluster.origin}${ref.url}`, { headers: { cookie, range: 'bytes=0-' } });
  const bytes = Buffer.from(await served.arrayBuffer());
  check(
    [200, 206].includes(served.status) && bytes.equals(video),
    `nginx serves the finished file byte for byte (${served.status}, ${bytes.length} bytes)`,
  );
}

async function main() {
  const problems: string[] = [];
  const check: Check = (ok, message) => {
    if (!ok) problems.push(message);
    console.log(`${ok ? '  ok ' : '  FAIL'} ${message}`);
  };
  const cluster = await startCluster({
    instances: 2,
    port: 18180,
    firstInstancePort: 18201,
    databaseUrl:
      process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portico_cluster_upload',
    freshDatabase: true,
    redisKeyPrefix: `portico-upload-${randomBytes(4).toString('hex')}:`,
    runDir: path.join(repoRoot, '.cluster/upload'),
    env: { SEED_DEMO: 'true' },
  });
  try {
    await uploadAcrossInstances(cluster, check);
  } finally {
    await cluster.stop();
  }
  console.log(problems.length ? `\n${problems.length} problem(s)` : '\nall guarantees held');
  process.exit(problems.length ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
