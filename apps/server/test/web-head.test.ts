/**
 * The document head (issue 10 §4–5): a favicon, a translated description per page, and — for a page whose content
 * is a lazily loaded chunk (search results, login and register forms) — that chunk's stylesheet and scripts, so the
 * server-rendered content is styled at first paint and does not jump when the chunk arrives.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../src/config/paths.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { assetsFromManifest } from '../src/web/manifest.ts';
import { useTestApp } from './support/app.ts';

describe('lazy chunks in the manifest', () => {
  it("lists what each lazily imported module adds to the entry's scripts and styles", () => {
    const assets = assetsFromManifest({
      'src/entry-client.tsx': {
        file: 'assets/entry.js',
        css: ['assets/entry.css'],
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      '_query.js': { file: 'assets/query.js' },
      'src/results.tsx': {
        file: 'assets/results.js',
        css: ['assets/results.css'],
        imports: ['_shared.js', '_query.js', 'src/entry-client.tsx'],
        isDynamicEntry: true,
      },
      'src/dialog.tsx': { file: 'assets/dialog.js', imports: ['_shared.js'], isDynamicEntry: true },
    });
    expect(assets.scripts).toEqual(['/assets/entry.js', '/assets/shared.js']);
    expect(assets.lazy).toEqual({
      'src/results.tsx': {
        scripts: ['/assets/results.js', '/assets/query.js'],
        styles: ['/assets/results.css'],
      },
      'src/dialog.tsx': { scripts: ['/assets/dialog.js'], styles: [] },
    });
  });
});

const built = fs.existsSync(path.join(WEB_DIST_DIR, 'server/entry-server.js'));

describe.skipIf(!built && !process.env.CI)('with the web build', () => {
  const ctx = useTestApp();
  const page = (url: string) => ctx.app.inject({ url });
  const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

  it('links the favicon, which is served', async () => {
    const home = await page(`/portal/${DEMO_IDS.demoAcademy}?sxz-lang=en_US`);
    expect(home.body).toContain('<link rel="icon" href="/favicon.ico"');
    expect(home.body).toMatch(/<link rel="icon" href="\/assets\/favicon-[\w-]+\.svg" type="image\/svg\+xml"/);
    expect((await page('/favicon.ico')).statusCode).toBe(200);
  });

  it('describes each page in its language, from the school, the keyword and the course', async () => {
    const home = await page(`/portal/${DEMO_IDS.demoAcademy}?sxz-lang=en_US`);
    expect(description(home.body)).toBe('Online courses, lecturers and learning resources of Demo Academy.');
    const zh = await page(`/portal/${DEMO_IDS.demoAcademy}`);
    expect(description(zh.body)).toBe('演示学院的在线课程、讲师和学习资源。');
    const search = await page(`/portal/${DEMO_IDS.demoAcademy}/search?keyword=python&sxz-lang=en_US`);
    expect(description(search.body)).toBe('Courses of Demo Academy matching “python”.');
    const latest = await ctx.app.inject({
      url: `/api/portal/api/v1/portal/open/latest-courses?schoolId=${DEMO_IDS.demoAcademy}&limit=1`,
    });
    const course = (latest.json() as { data: { latestCurriculum: Array<{ id: string; name: string }> } }).data
      .latestCurriculum[0]!;
    const detail = await page(
      `/course/${DEMO_IDS.demoAcademy}/course-view?courseId=${course.id}&sxz-lang=en_US`,
    );
    expect(description(detail.body)?.length).toBeGreaterThan(0);
    expect(description(detail.body)!.length).toBeLessThanOrEqual(160);
    const notFound = await page('/no/such/page?sxz-lang=en_US');
    expect(description(notFound.body)).toMatch(/^Portico: /);
  });

  it("links the search results chunk's stylesheet and preloads its scripts on the search page only", async () => {
    const search = await page(`/portal/${DEMO_IDS.demoAcademy}/search?keyword=python`);
    expect(search.body).toMatch(/<link rel="stylesheet" href="\/assets\/search-results-[\w-]+\.css"/);
    expect(search.body).toMatch(
      /<link rel="modulepreload" fetchPriority="low" href="\/assets\/search-results-[\w-]+\.js"/,
    );
    const home = await page(`/portal/${DEMO_IDS.demoAcademy}`);
    expect(home.body).not.toMatch(/search-results-[\w-]+\.(css|js)/);
  });

  it('preloads the login form chunk on the login page', async () => {
    const login = await page('/login/index');
    expect(login.body).toMatch(
      /<link rel="modulepreload" fetchPriority="low" href="\/assets\/login-page-form-[\w-]+\.js"/,
    );
  });

  it('asks for every script at low priority, so the stylesheets and images a first paint needs go first (issue 28)', async () => {
    // React puts the route's module preloads above the stylesheets; at the browser's default (high) priority a page
    // of many chunks had its stylesheets wait behind them (Lighthouse first paint 1.7 s instead of 0.9 s).
    for (const url of [`/portal/${DEMO_IDS.demoAcademy}/search?keyword=python`, '/login/index']) {
      const { body } = await page(url);
      const preloads = body.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length).toBeGreaterThan(1);
      for (const link of preloads) expect(link).toContain('fetchPriority="low"');
      expect(body).toMatch(/<link rel="stylesheet" href="\/assets\/shell-[\w-]+\.css"/);
    }
  });

  it("serves the shell's scripts with V8's compile hint as their first line, and no lazy chunk with it (issue 28)", async () => {
    // Every page runs most of the shell's functions while it hydrates: compiled at once in the background, not
    // parsed twice on the main thread. A lazy chunk with the hint would compile code a page may never call.
    const { body } = await page(`/portal/${DEMO_IDS.demoAcademy}/search?keyword=python`);
    // The entry is the page's one module script; React DOM's chunk and the shell's, which it imports one task
    // apart (apps/web/src/entry-client.tsx), are preloaded.
    const scripts = [...body.matchAll(/<script type="module" src="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/assets\/entry-client-[\w-]+\.js$/);
    const preloaded = [...body.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+)"/g)].map(
      (m) => m[1]!,
    );
    const shell = [
      ...scripts,
      ...preloaded.filter((src) => /\/assets\/(shell|react-dom)-[\w-]+\.js$/.test(src)),
    ];
    expect(shell).toHaveLength(3);
    for (const src of shell)
      expect((await page(src)).body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const lazy = (body.match(/<link rel="modulepreload"[^>]*href="(\/assets\/search[^"]+\.js)"/) ?? [])[1];
    expect(lazy).toBeDefined();
    expect((await page(lazy!)).body).not.toContain('allFunctionsCalledOnLoad');
  });

  it('links the messages as a module named by its content, kept by the browser for good (issue 17)', async () => {
    const url = (html: string) => /"messagesUrl":"([^"]+)"/.exec(html)?.[1] ?? '';
    const zh = url((await page(`/portal/${DEMO_IDS.demoAcademy}`)).body);
    const en = url((await page(`/portal/${DEMO_IDS.demoAcademy}?sxz-lang=en_US`)).body);
    expect(zh).toMatch(/^\/i18n\/zh_CN\.[\w-]{12}\.js$/);
    expect(en).toMatch(/^\/i18n\/en_US\.[\w-]{12}\.js$/);
    const module = await ctx.app.inject({ url: en, headers: { 'accept-encoding': 'br' } });
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(module.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(module.headers['content-encoding']).toBe('br');
    const text = zlib.brotliDecompressSync(module.rawPayload).toString('utf8');
    const messages = JSON.parse(text.replace(/^export default /, '').replace(/;\n$/, '')) as Record<
      string,
      string
    >;
    expect(messages['header.login']).toBe('Log in');
    // The same name for every page of the language without packs of its own: one download for all of them.
    expect(url((await page('/no-such-page?sxz-lang=en_US')).body)).toBe(en);
    // A page with packs (issue 28: the search results' own texts) names them.
    expect(url((await page(`/portal/${DEMO_IDS.demoAcademy}/search?keyword=x&sxz-lang=en_US`)).body)).toMatch(
      /^\/i18n\/en_US~search\.[\w-]{12}\.js$/,
    );
  });

  it('links the API error texts as a module of their own, loaded on demand (issue 28 item 3)', async () => {
    const html = (await page(`/portal/${DEMO_IDS.demoAcademy}?sxz-lang=en_US`)).body;
    const errorsUrl = /"errorsUrl":"([^"]+)"/.exec(html)?.[1] ?? '';
    expect(errorsUrl).toMatch(/^\/i18n\/en_US-errors\.[\w-]{12}\.js$/);
    // Not preloaded: most pages never show an error.
    expect(html).not.toContain(`href="${errorsUrl}"`);
    const parse = (text: string) =>
      JSON.parse(text.replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, string>;
    const brotli = await ctx.app.inject({ url: errorsUrl, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script carries no document policy (as the built assets: static-assets.ts).
    expect(brotli.headers['content-security-policy']).toBeUndefined();
    expect(brotli.headers['x-frame-options']).toBeUndefined();
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    const errors = parse(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8'));
    expect(errors['errors.LOGIN_FAILED']).toBeTruthy();
    expect(errors['header.login']).toBeUndefined();
    const gzip = await ctx.app.inject({ url: errorsUrl, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(errors);
    const plain = await ctx.app.inject({ url: errorsUrl, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(parse(plain.body)).toEqual(errors);
    // The page's own messages no longer carry them.
    const messagesUrl = /"messagesUrl":"([^"]+)"/.exec(html)?.[1] ?? '';
    const main = await ctx.app.inject({ url: messagesUrl, headers: { 'accept-encoding': 'identity' } });
    expect(parse(main.body)['errors.LOGIN_FAILED']).toBeUndefined();
    expect(parse(main.body)['errors.generic']).toBeTruthy();
  });

  it('answers an outdated name with the current texts, revalidated; anything else is not found', async () => {
    const old = await ctx.app.inject({ url: '/i18n/en_US.outdated1234.js' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('no-cache');
    expect(old.body).toContain('"header.login":"Log in"');
    const withPack = await ctx.app.inject({ url: '/i18n/ar_SA~console.outdated1234.js' });
    expect(withPack.statusCode).toBe(200);
    for (const name of [
      'xx_XX.abc.js',
      'en_US~nope.abc.js',
      'en_US~console~console.abc.js',
      'en_US.js',
      'xx_XX-errors.abc.js',
      'en_US-errors.js',
      '..%2Fpackage.json',
    ]) {
      expect((await ctx.app.inject({ url: `/i18n/${name}` })).statusCode, name).toBe(404);
    }
  });
});
