/**
 * Issue 17 §2: the page cache for anonymous visitors. A visitor's page is kept precompressed and served without
 * rendering (ETag, 304, Cache-Control, Vary); a signed-in viewer (or any personal cookie, a preview, an unknown
 * query key) never reads nor writes it; a shell change of the school renders the page again; the CSP of a kept
 * page allows its own inline scripts by hash and nothing else inline.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/web/page-cache.ts';
import { useTestApp } from './support/app.ts';
import { createSchool, type CreatedSchool } from './support/factories.ts';
import { createUser, login, send, type CookieJar } from './support/session.ts';

// A stand-in web build: the school's name in the markup and in an inline data script, the viewer in the script.
const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-page-cache-web-'));
fs.mkdirSync(path.join(webDistDir, 'server'));
fs.writeFileSync(
  path.join(webDistDir, 'server/entry-server.js'),
  `let renders = 0;
   export async function render({ bootstrap: json, nonce }) {
     const bootstrap = JSON.parse(json);
     renders += 1;
     const data = JSON.stringify({ school: bootstrap.school?.name ?? null, viewer: bootstrap.viewer?.id ?? null,
       lang: bootstrap.lang, renders }).replace(/</g, '\\\\u003c');
     const html = '<!doctype html><html><head><script nonce="' + nonce + '">window.__D=' + data + ';</script>' +
       '<script type="module" src="/assets/entry.js" nonce="' + nonce + '"></script></head><body><h1>' +
       (bootstrap.school?.name ?? '') + '</h1><p>' + 'portico '.repeat(400) + '</p></body></html>';
     return { status: bootstrap.route.id === 'not-found' ? 404 : 200, html };
   }\n`,
);
// One render thread: the stand-in counts its renders in the thread's memory.
const ctx = useTestApp({ webDistDir, env: { RENDER_THREADS: '1' } });
afterAll(() => fs.rmSync(webDistDir, { recursive: true, force: true }));

let school: CreatedSchool;
let other: CreatedSchool;
let learner: CookieJar;
let learnerId: string;

beforeAll(async () => {
  school = await createSchool(ctx.testDb.handle.db, { name: 'Page cache school' });
  other = await createSchool(ctx.testDb.handle.db, { name: 'Other page school' });
  const user = await createUser(ctx.testDb.handle.db);
  learnerId = user.id;
  learner = await login(ctx.app, user.email, user.password);
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });
const html = (response: Awaited<ReturnType<typeof visit>>) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
};
const renderCount = (page: string) => Number(/"renders":(\d+)/.exec(page)?.[1]);

describe('page cache', () => {
  it('keeps a visitor page precompressed and serves it without rendering, per school', async () => {
    const url = `/portal/${school.id}`;
    const first = await visit(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await visit(url);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(html(second)).toBe(html(first));
    expect(renderCount(html(second))).toBe(renderCount(html(first)));
    const gz = await visit(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(html(gz)).toBe(html(first));
    const plain = await visit(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html(first));
    // The other school's page is its own.
    const otherPage = html(await visit(`/portal/${other.id}`));
    expect(otherPage).toContain('Other page school');
    expect(otherPage).not.toContain('Page cache school');
  });

  it('says what it is (Cache-Control, ETag, Vary) and answers a matching If-None-Match with 304', async () => {
    const url = `/portal/${school.id}?sxz-lang=en_US`;
    await visit(url);
    const page = await visit(url);
    expect(page.headers['cache-control']).toBe('public, no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/);
    expect(page.headers.vary).toMatch(/cookie/);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/"p-/);
    const again = await visit(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await visit(url, { 'if-none-match': 'W/"p-other"' })).statusCode).toBe(200);
    // Languages are separate pages.
    expect(html(page)).toContain('"lang":"en_US"');
    expect(html(await visit(`/portal/${school.id}?sxz-lang=ja_JP`))).toContain('"lang":"ja_JP"');
  });

  it("allows exactly the page's inline scripts by hash: no nonce, no unsafe-inline, an injected script is blocked", async () => {
    const url = `/portal/${school.id}`;
    const page = await visit(url);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('nonce-');
    expect(scriptSrc).not.toContain('unsafe-inline');
    const allowed = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
    const body = html(page);
    const inline = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
    expect(allowed).toEqual([createHash('sha256').update(inline).digest('base64')]);
    expect(inlineScriptHashes(body)).toEqual(allowed);
    const injected = createHash('sha256').update('alert(document.cookie)').digest('base64');
    expect(allowed).not.toContain(injected);
  });

  it('is never read nor written for a signed-in viewer', async () => {
    const url = `/portal/${school.id}`;
    await visit(url);
    expect((await visit(url)).headers['x-page-cache']).toBe('hit');
    const signedIn = await send(ctx.app, learner, { url });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers['content-security-policy']).toContain('nonce-');
    expect(signedIn.body).toContain(learnerId);
    // …and what they got was not kept for visitors.
    const anonymous = await visit(url);
    expect(anonymous.headers['x-page-cache']).toBe('hit');
    expect(html(anonymous)).not.toContain(learnerId);
  });

  it('bypasses a stale session cookie, previews, design paths and unknown query keys', async () => {
    const url = `/portal/${school.id}`;
    await visit(url);
    for (const [target, headers] of [
      [url, { cookie: 'access_token=stale' }],
      [url, { cookie: 'portico_session=1' }],
      [`${url}?preview=1`, {}],
      [`${url}?utm_source=mail`, {}],
      [`/design/${school.id}`, {}],
    ] as const) {
      const response = await visit(target, headers);
      expect(response.headers['x-page-cache'], target).toBeUndefined();
    }
  });

  it('renders again after a shell change of the school (and only of that school)', async () => {
    const url = `/portal/${school.id}`;
    const otherUrl = `/portal/${other.id}`;
    await visit(url);
    await visit(otherUrl);
    const before = await visit(url);
    expect(before.headers['x-page-cache']).toBe('hit');
    await ctx.testDb.handle.db
      .updateTable('schools')
      .set({ name: 'Page cache school, renamed' })
      .where('id', '=', school.id)
      .execute();
    await ctx.app.shellEvents.emit({ schoolId: school.id, parentSchoolId: null, area: 'profile' });
    const after = await visit(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(html(after)).toContain('Page cache school, renamed');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await visit(otherUrl)).headers['x-page-cache']).toBe('hit');
  });
});
