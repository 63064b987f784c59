import { startPortal } from '/work/main/bench/src/portal-server.ts';
import { signIn } from '/work/main/bench/src/learner-pages.ts';
const portal = await startPortal({ entry: 'dist' });
try {
  const cookie = await signIn(portal.origin);
  for (const path of ['/portal/1000000000000000001', '/portal/1000000000000000001?pageId=1']) {
    for (const c of [undefined, cookie]) {
      const res = await fetch(portal.origin + path, { headers: c ? { cookie: c } : {} });
      const html = await res.text();
      const boot = html.match(/<script[^>]*id="__BOOT[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
      const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(m => m[1].length);
      console.log(path, c ? 'signed' : 'anon', 'html', html.length, 'inline scripts', scripts.join(','));
    }
  }
} finally { await portal.stop(); }
