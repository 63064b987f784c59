import autocannon from 'autocannon';
import { startPortal } from '../src/portal-server.ts';
import { signIn } from '../src/learner-pages.ts';
const portal = await startPortal({ entry: 'dist' });
const S = Number(process.env.S ?? 6);
try {
  const cookie = await signIn(portal.origin);
  const headers = { cookie, 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };
  const home = '/portal/1000000000000000001';
  const paths = (process.env.PATHS ?? `${home},${home}?pageId=1,${home},${home}?pageId=1`).split(',');
  for (const p of paths) {
    const base = { url: portal.origin, connections: 20, requests: [{ path: p, headers }], timeout: 10 };
    await autocannon({ ...base, duration: 2 });
    const r = await autocannon({ ...base, duration: S });
    console.log(p.padEnd(40), Math.round(r.requests.average), 'p99', r.latency.p99, 'non2xx', r.non2xx);
  }
} finally { await portal.stop(); }
