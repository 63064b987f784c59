import { startPortal } from '../src/portal-server.ts';
import { signIn } from '../src/learner-pages.ts';
const portal = await startPortal({ entry: 'dist' });
try {
  const cookie = await signIn(portal.origin);
  for (const path of ['/portal/1000000000000000001', '/portal/1000000000000000001?pageId=1']) {
    const res = await fetch(portal.origin + path, { headers: { cookie } });
    const html = await res.text();
    const m = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].find(x => x[2].length > 1000)!;
    console.log(path, m[1]);
    const text = m[2];
    let data: any; try { data = JSON.parse(text); } catch { data = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)); }
    const walk = (o: any, p: string, d: number) => { for (const [k, v] of Object.entries(o)) { const n = JSON.stringify(v)?.length ?? 0; if (n > 400) { console.log('  '.repeat(d) + p + k, n); if (d < 2 && v && typeof v === 'object') walk(v, p + k + '.', d + 1); } } };
    walk(data, '', 0);
  }
} finally { await portal.stop(); }
