import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../src/config/paths.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { assetsFromManifest } from '../src/web/manifest.ts';
import { useTestApp } from './support/app.ts';

describe('manifest', () => {
  it('collects the entry file, its static imports and the css reachable through them', () => {
    const assets = assetsFromManifest({
      'src/entry-client.tsx': {
        file: 'assets/entry-client-abc.js',
        css: ['assets/entry-abc.css'],
        imports: ['_shared.js'],
      },
      '_shared.js': {
        file: 'assets/shared-def.js',
        css: ['assets/shared-def.css'],
        imports: ['src/entry-client.tsx'],
      },
      'src/other.tsx': { file: 'assets/other.js', css: ['assets/other.css'] },
      // The /h5/ mobile client's own entry, with the chunk it shares (never the desktop entry).
      'src/h5/entry-h5.ts': { file: 'assets/entry-h5-ghi.js', imports: ['_core.js'] },
      '_core.js': { file: 'assets/core-jkl.js' },
    });
    expect(assets).toEqual({
      scripts: ['/assets/entry-client-abc.js', '/assets/shared-def.js'],
      styles: ['/assets/entry-abc.css', '/assets/shared-def.css'],
      lazy: {},
      h5: { scripts: ['/assets/entry-h5-ghi.js', '/assets/core-jkl.js'], styles: [] },
    });
    const none = { scripts: [], styles: [] };
    expect(assetsFromManifest({})).toEqual({ ...none, lazy: {}, h5: none });
  });

  it('counts the chunks the entry imports dynamically at start (React DOM, then the shell) as the page code, entry first', () => {
    const assets = assetsFromManifest({
      'src/entry-client.tsx': {
        file: 'assets/entry-client-abc.js',
        imports: ['_react-dom.js'],
        dynamicImports: ['src/app/start.tsx'],
      },
      '_react-dom.js': { file: 'assets/react-dom-def.js' },
      'src/app/start.tsx': {
        file: 'assets/start-ghi.js',
        isDynamicEntry: true,
        imports: ['_shell.js', '_react-dom.js'],
      },
      '_shell.js': { file: 'assets/shell-jkl.js', css: ['assets/shell-jkl.css'] },
      'src/app/routes/course.tsx': {
        file: 'assets/course-mno.js',
        isDynamicEntry: true,
        imports: ['_shell.js'],
      },
    });
    expect(assets.scripts).toEqual([
      '/assets/entry-client-abc.js',
      '/assets/react-dom-def.js',
      '/assets/start-ghi.js',
      '/assets/shell-jkl.js',
    ]);
    expect(assets.styles).toEqual(['/assets/shell-jkl.css']);
    // A route's chunk adds only itself: the shell is already the page's.
    expect(assets.lazy['src/app/routes/course.tsx']).toEqual({
      scripts: ['/assets/course-mno.js'],
      styles: [],
    });
  });
});

describe('without a web build', () => {
  const ctx = useTestApp({ webDistDir: path.join(WEB_DIST_DIR, '__missing__') });

  it('answers page requests with 503 and how to build', async () => {
    const response = await ctx.app.inject({ url: `/portal/${DEMO_IDS.demoAcademy}` });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('keeps /api answers JSON', async () => {
    const response = await ctx.app.inject({ url: '/api' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});

const built = fs.existsSync(path.join(WEB_DIST_DIR, 'server/entry-server.js'));

// Skipped only outside CI: in CI the web build exists (the test command builds before the API suites).
describe.skipIf(!built && !process.env.CI)('with the web build', () => {
  // The rendered (nonce) path: a visitor's page would come from the page cache (page-cache.test.ts, hashed CSP).
  const ctx = useTestApp({ env: { PAGE_CACHE_TTL_MS: '0' } });

  it("renders the portal home with the school's name and the CSP nonce", async () => {
    const response = await ctx.app.inject({ url: `/portal/${DEMO_IDS.demoAcademy}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/演示学院|Demo Academy/);
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`nonce="${nonce}"`);
  });

  it('answers unknown pages with a 404 HTML page', async () => {
    const response = await ctx.app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
