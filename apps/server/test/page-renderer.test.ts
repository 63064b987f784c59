/**
 * Issue 17: pages are rendered and compressed on a pool of render threads (RENDER_THREADS), so signed-in pages —
 * never cached — use more than the event loop's core. A stand-in web build reports the thread it rendered on and
 * can be told to take its time or to take its thread down.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';

const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-render-threads-'));
fs.mkdirSync(path.join(webDistDir, 'server'));
fs.writeFileSync(
  path.join(webDistDir, 'server/entry-server.js'),
  `import { threadId } from 'node:worker_threads';
   export async function render({ url, bootstrap: json }) {
     const bootstrap = JSON.parse(json);
     if (url.includes('take-down')) process.exit(1);
     // Busy, like a render: the event loop of this thread is held.
     if (url.includes('slow')) { const until = Date.now() + 40; while (Date.now() < until); }
     const data = JSON.stringify({ thread: threadId, school: bootstrap.school?.name ?? null });
     return { status: 200, html: '<!DOCTYPE html><html><body><pre>' + data + '</pre>' + 'portico '.repeat(300) + '</body></html>' };
   }\n`,
);
afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));

const pooled = useTestApp({ webDistDir, env: { RENDER_THREADS: '2', PAGE_CACHE_TTL_MS: '0' } });
const inline = useTestApp({ webDistDir, env: { RENDER_THREADS: '0', PAGE_CACHE_TTL_MS: '0' } });

const page = (ctx: typeof pooled, query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/portal/${DEMO_IDS.demoAcademy}${query}`, headers });
const rendered = (body: string) =>
  JSON.parse(/<pre>(.*)<\/pre>/.exec(body)?.[1] ?? 'null') as { thread: number; school: string } | null;

describe('render threads', () => {
  it('renders a page on a render thread, not on the event loop', async () => {
    const response = await page(pooled);
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toEqual({ thread: expect.any(Number), school: expect.any(String) });
    expect(rendered(response.body)?.thread).not.toBe(0);
  });

  it('renders on the event loop with RENDER_THREADS=0, the same page', async () => {
    const [threaded, response] = [await page(pooled), await page(inline)];
    expect(response.statusCode).toBe(200);
    expect(rendered(response.body)).toEqual({ thread: 0, school: rendered(threaded.body)?.school });
  });

  it('spreads pages that arrive together over its threads', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => page(pooled, '?slow=1')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const threads = new Set(responses.map((response) => rendered(response.body)?.thread));
    expect(threads.size).toBe(2);
    expect(threads.has(0)).toBe(false);
  });

  it('compresses on the thread what the client accepts, and sends the same document', async () => {
    const plain = await page(pooled);
    const br = await page(pooled, '', { 'accept-encoding': 'br' });
    const gzip = await page(pooled, '', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = (body: string) => body.replace(/"thread":\d+/, '');
    expect(text(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(text(plain.body));
    expect(text(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toBe(text(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('answers 500 for the page whose thread died, and keeps rendering pages on a new thread', async () => {
    const failed = await page(pooled, '?take-down=1');
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('portico portico');
    const after = await Promise.all(Array.from({ length: 4 }, () => page(pooled)));
    expect(after.map((response) => response.statusCode)).toEqual(Array(4).fill(200));
  });
});
