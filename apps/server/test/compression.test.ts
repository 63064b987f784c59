/**
 * Issue 10 §3 compression: built assets go out precompressed (brotli, else gzip, else as built) with their own
 * Content-Type and `Vary: accept-encoding`; HTML pages and JSON answers above the threshold are compressed on the
 * fly — the streamed page still arrives whole, with the nonce of its own CSP. And the favicon is served (§4).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../apps/web/build/precompress.ts';
import { WEB_DIST_DIR } from '../src/config/paths.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { COMPRESS_THRESHOLD_BYTES } from '../src/shared/html-encoding.ts';
import { useTestApp } from './support/app.ts';

const decode = (encoding: string | undefined, body: Buffer): Buffer =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

/** A client build of two assets (one large, one too small to compress), precompressed the way the build does. */
const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-dist-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 800 }, (_, i) => `word-${i}`))};\n`;
fs.mkdirSync(path.join(fixture, 'client/assets'), { recursive: true });
fs.writeFileSync(path.join(fixture, 'client/assets/entry-abc123.js'), script);
fs.writeFileSync(path.join(fixture, 'client/assets/tiny-abc123.css'), 'a{color:red}');
fs.writeFileSync(path.join(fixture, 'client/favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
await precompressDir(path.join(fixture, 'client'));
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

describe('precompressed assets', () => {
  const ctx = useTestApp({ webDistDir: fixture });
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('writes .br and .gz beside each file they make smaller, nothing where they would not', () => {
    const assets = fs.readdirSync(path.join(fixture, 'client/assets')).sort();
    expect(assets).toEqual([
      'entry-abc123.js',
      'entry-abc123.js.br',
      'entry-abc123.js.gz',
      'tiny-abc123.css',
    ]);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s → %s, with the script type and Vary', async (accept, expected) => {
    const response = await get('/assets/entry-abc123.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    // No document's headers on a script (they would only weigh on every asset); the ones a script obeys stay.
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ])
      expect(response.headers[header]).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    const body = decode(expected, response.rawPayload);
    expect(body.toString()).toBe(script);
    if (expected) expect(response.rawPayload.length).toBeLessThan(script.length / 2);
  });

  it('compresses a file the build left without variants on the fly, with its type and Vary', async () => {
    const response = await get('/assets/tiny-abc123.css', 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(
      decode(response.headers['content-encoding'] as string | undefined, response.rawPayload).toString(),
    ).toBe('a{color:red}');
  });

  it('never hands out the .br file under its own name as a script', async () => {
    const response = await get('/assets/missing-abc123.js', 'br');
    expect(response.statusCode).toBe(404);
  });

  it('serves /favicon.ico (no 404 console error on any page)', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
  });
});

describe('JSON compressed on the fly', () => {
  const ctx = useTestApp({ webDistDir: fixture });
  const latest = `/api/portal/api/v1/portal/open/latest-courses?schoolId=${DEMO_IDS.demoAcademy}&limit=20`;

  it('compresses an answer above the threshold with brotli or gzip, with Vary and the JSON type', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await ctx.app.inject({ url: latest, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      const json = JSON.parse(decode(encoding, response.rawPayload).toString()) as {
        data: { latestCurriculum: unknown[] };
      };
      expect(json.data.latestCurriculum.length).toBeGreaterThan(0);
    }
  });

  it('leaves small answers and clients that accept no encoding alone', async () => {
    const small = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await ctx.app.inject({ url: latest });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ code: 200 });
  });
});

const built = fs.existsSync(path.join(WEB_DIST_DIR, 'server/entry-server.js'));

describe.skipIf(!built && !process.env.CI)('with the web build', () => {
  // The rendered (nonce) path: a visitor's page would come from the page cache (page-cache.test.ts, hashed CSP).
  const ctx = useTestApp({ env: { PAGE_CACHE_TTL_MS: '0' } });

  it.each(['br', 'gzip'])('streams the page %s-compressed, whole, with its CSP nonce', async (encoding) => {
    const response = await ctx.app.inject({
      url: `/portal/${DEMO_IDS.demoAcademy}?sxz-lang=en_US`,
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    const html = decode(encoding, response.rawPayload).toString();
    expect(response.rawPayload.length).toBeLessThan(html.length / 3);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html.trimEnd()).toMatch(/<\/html>$/);
    expect(html).toContain('Demo Academy');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it('prefers brotli, falls back to gzip, and honours a refusal (q=0)', async () => {
    const page = (acceptEncoding: string) =>
      ctx.app.inject({
        url: `/portal/${DEMO_IDS.demoAcademy}?sxz-lang=en_US`,
        headers: { 'accept-encoding': acceptEncoding },
      });
    expect((await page('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await page('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await page('br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^<!DOCTYPE html>/);
  });

  it('has brotli and gzip files beside the built entry script that decode to it', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(WEB_DIST_DIR, 'client/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const entry = manifest['src/entry-client.tsx']!.file;
    const file = path.join(WEB_DIST_DIR, 'client', entry);
    const original = fs.readFileSync(file);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original)).toBe(true);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original)).toBe(true);
    const response = await ctx.app.inject({ url: `/${entry}`, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBe(fs.statSync(`${file}.br`).size);
  });
});
