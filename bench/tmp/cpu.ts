import fs from 'node:fs';
import autocannon from 'autocannon';
import { startPortal } from '../src/portal-server.ts';
import { signIn } from '../src/learner-pages.ts';
const portal = await startPortal({ entry: 'dist' });
const cpu = () => { const f = fs.readFileSync(`/proc/${portal.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
try {
  const cookie = await signIn(portal.origin);
  const headers = { cookie, 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' };
  const home = '/portal/1000000000000000001';
  const paths = (process.env.PATHS ?? `${home},${home}?pageId=1`).split(',');
  for (const p of paths) await autocannon({ url: portal.origin, connections: 4, requests: [{ path: p, headers }], amount: 1500 });
  for (let round = 0; round < 3; round++) for (const p of paths) {
    const before = cpu();
    const r = await autocannon({ url: portal.origin, connections: 4, requests: [{ path: p, headers }], amount: 2000 });
    const ms = (cpu() - before) / 2000;
    console.log(p.padEnd(40), 'cpu ms/page', ms.toFixed(2), 'rps', Math.round(r.requests.average));
  }
} finally { await portal.stop(); }
