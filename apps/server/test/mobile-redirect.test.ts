/**
 * Spec §4 mobile redirect on the server (issue 10 §2): a mobile browser asking for a page whose `source` names a
 * known target gets a 302 to `/h5/#/{mobile path}` before any HTML (nothing between `/h5/` and the hash), the
 * page's school and sxz-lang carried in the hash route's query (`#/…&schoolId=…&sxz-lang=…`, core
 * MobileRedirectCarry; the mobile client reads them and asks for its page with them); a desktop browser, an unknown
 * source or a detail target without its id gets the page. `/h5/` answers with the mobile pages' shell, never a 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../src/config/paths.ts';
import { DEMO_IDS } from '../src/seed/index.ts';
import { useTestApp } from './support/app.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const built = fs.existsSync(path.join(WEB_DIST_DIR, 'server/entry-server.js'));
const portal = `/portal/${DEMO_IDS.demoAcademy}`;

/** Spec §4's table: the query of a portal page → the Location a mobile browser gets (after `/h5/?schoolId=…`). */
const ROWS: Array<[string, string]> = [
  ['source=postDetail&blogId=42', '/h5/#/pages/common/blog/blog-detail?blogId=42'],
  [
    'source=circlePostDetail&blogId=42&circleId=7',
    '/h5/#/pages/common/blog/blog-detail?blogId=42&circleId=7',
  ],
  ['source=activityDetail&blogId=43', '/h5/#/pages/common/blog/blog-detail?blogId=43'],
  ['source=postPortal', '/h5/#/pages/index/index'],
  ['source=postList', '/h5/#/pages/index/index?id=0'],
  ['source=postList&parentsId=5', '/h5/#/pages/index/index?id=0&parentsId=5'],
  ['source=postList&parentsId=5&tagId=9', '/h5/#/pages/index/index?id=0&parentsId=5&tagId=9'],
  ['source=postList&tagId=9', '/h5/#/pages/index/index?id=0&tagId=9'],
  ['source=circlePortal', '/h5/#/pages/index/index?id=11'],
  ['source=circleDetail&circleId=7', '/h5/#/pages/common/circle/circle-detail?circleId=7'],
  ['source=themePortal', '/h5/#/pages/index/index?id=9'],
  ['source=themeDetail&themeId=12', '/h5/#/pages/topic/topic-home/index?cid=12'],
  ['source=fame', '/h5/#/pages/index/index?id=7'],
];

describe('mobile redirect (spec §4)', () => {
  const ctx = useTestApp();
  const get = (url: string, userAgent: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { 'user-agent': userAgent, ...headers } });

  it.each(ROWS)('a mobile browser asking for ?%s goes to %s before any HTML', async (query, location) => {
    const response = await get(`${portal}?${query}`, IPHONE);
    expect(response.statusCode).toBe(302);
    // Spec form: nothing between `/h5/` and the hash; the school rides in the hash route's query.
    const carried = `${location}${location.includes('?') ? '&' : '?'}schoolId=${DEMO_IDS.demoAcademy}`;
    expect(response.headers.location).toBe(carried);
    expect(String(response.headers.vary)).toMatch(/user-agent/i);
    expect(response.body).not.toMatch(/<html/i);
  });

  it('redirects Android browsers too, from any page (course page, sub-school) and for HEAD', async () => {
    const course = await get(`/course/${DEMO_IDS.demoAcademy}/course-view?courseId=1&source=fame`, ANDROID);
    expect(course.statusCode).toBe(302);
    expect(course.headers.location).toBe(`/h5/#/pages/index/index?id=7&schoolId=${DEMO_IDS.demoAcademy}`);
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: `${portal}?source=postPortal`,
      headers: { 'user-agent': ANDROID },
    });
    expect(head.statusCode).toBe(302);
  });

  it('percent-encodes ids taken from the query (no header injection, no broken Location)', async () => {
    const response = await get(
      `${portal}?source=postDetail&blogId=${encodeURIComponent('a b&c=数')}`,
      IPHONE,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/h5/#/pages/common/blog/blog-detail?blogId=${encodeURIComponent('a b&c=数')}&schoolId=${DEMO_IDS.demoAcademy}`,
    );
  });

  it('carries the school (query or path) and a supported sxz-lang; a page naming neither gives the bare form', async () => {
    const query = await get(
      `/community/communityPortal.htm?tenantId=${DEMO_IDS.o3School}&source=fame&sxz-lang=ar_SA`,
      IPHONE,
    );
    expect(query.headers.location).toBe(
      `/h5/#/pages/index/index?id=7&schoolId=${DEMO_IDS.o3School}&sxz-lang=ar_SA`,
    );
    const bare = await get('/community/communityPortal.htm?source=fame&sxz-lang=xx_XX', IPHONE);
    expect(bare.headers.location).toBe('/h5/#/pages/index/index?id=7');
  });

  it('keeps a mobile browser on the page for an unknown source, no source, or a detail target without its id', async () => {
    for (const query of [
      'source=unknownThing',
      '',
      'source=postDetail',
      'source=circlePostDetail&blogId=1',
    ]) {
      const response = await get(`${portal}?${query}`, IPHONE);
      expect(response.statusCode, query).not.toBe(302);
      expect(response.headers.location, query).toBeUndefined();
    }
  });

  it('never redirects a desktop browser, whatever the source', async () => {
    for (const [query] of ROWS) {
      const response = await get(`${portal}?${query}`, DESKTOP);
      expect(response.statusCode, query).not.toBe(302);
      expect(String(response.headers.vary), query).toMatch(/user-agent/i);
    }
    const none = await get(`${portal}?source=fame`, '');
    expect(none.statusCode).not.toBe(302);
  });

  it.skipIf(!built && !process.env.CI)(
    'renders the page itself for a desktop browser and an unknown source',
    async () => {
      const desktop = await get(`${portal}?source=postDetail&blogId=42&sxz-lang=en_US`, DESKTOP);
      expect(desktop.statusCode).toBe(200);
      expect(desktop.body).toContain('Demo Academy');
      const unknown = await get(`${portal}?source=nothing&sxz-lang=en_US`, IPHONE);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toContain('Demo Academy');
    },
  );
});

describe.skipIf(!built && !process.env.CI)('the /h5/ mobile pages (issue 14 item 4)', () => {
  const ctx = useTestApp();

  it('serves the community school the query names: shell, inline style, the mobile client with the CSP nonce', async () => {
    const response = await ctx.app.inject({ url: `/h5/?schoolId=${DEMO_IDS.o3School}&sxz-lang=en_US` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en-US" dir="ltr">/);
    expect(response.body).toContain('<style>');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    // The mobile client's own entry (never the desktop entry), allowed by this response's nonce.
    // Nonces are base64 ('+', '/'), so the script tag is matched without a regular expression built from it.
    const entryTag = /<script type="module" src="\/assets\/entry-h5-[^"]+\.js" nonce="([^"]+)">/.exec(
      response.body,
    );
    expect(entryTag?.[1]).toBe(nonce);
    expect(response.body).not.toContain('entry-client');
    // The section tabs in the spec's hash form, and the texts of the page's language for the client.
    expect(response.body).toContain('href="#/pages/index/index?id=11"');
    expect(response.body).toContain('"lang":"en_US"');
    expect(response.body).toContain(`"id":"${DEMO_IDS.o3School}"`);
    expect(response.body).toContain('"h5.notFound.title":"Page not found"');
    // Before the client has fetched the view, the page already has its one level-one heading (axe: a page
    // audited at its load event, before the community data arrives, still has a title).
    const main = /<main id="h5-main"[^>]*>([\s\S]*?)<\/main>/.exec(response.body)?.[1] ?? '';
    expect(main.match(/<h1\b/g)).toHaveLength(1);
  });

  it('takes the community school when the query names no school, in the default language', async () => {
    for (const url of ['/h5/', '/h5']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('lang="zh-CN"');
      expect(response.body, url).toContain(`"schoolSource":"community"`);
      expect(response.body, url).toContain(`"id":"${DEMO_IDS.o3School}"`);
    }
    const ar = await ctx.app.inject({ url: '/h5/?sxz-lang=ar_SA' });
    expect(ar.body).toContain('dir="rtl"');
  });

  it('says a school without a community has none, with a link to its portal (no client, nothing to fetch)', async () => {
    const response = await ctx.app.inject({ url: `/h5/?tenantId=${DEMO_IDS.demoAcademy}&sxz-lang=en_US` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Demo Academy');
    expect(response.body).toContain('No community here');
    expect(response.body).toContain(
      `href="/portal/${DEMO_IDS.demoAcademy}?sxz-lang=en_US">Open the portal</a>`,
    );
    expect(response.body).not.toMatch(/<script/i);
    const zh = await ctx.app.inject({ url: `/h5/?schoolId=${DEMO_IDS.demoAcademy}` });
    expect(zh.body).toContain('演示学院');
    expect(zh.body).toContain('打开门户');
  });

  it('answers an unknown or malformed school with a page that leads to choosing a school', async () => {
    for (const url of ['/h5/?tenantId=1999999999999999999', '/h5/?tenantId=bad', '/h5/?schoolId=12']) {
      const response = await ctx.app.inject({ url: `${url}&sxz-lang=en_US` });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('href="/login/select?sxz-lang=en_US">Choose a school</a>');
    }
  });

  it('is where a mobile browser lands: the redirect target answers 200 with the school it came from', async () => {
    const redirect = await ctx.app.inject({
      url: `/community/communityPortal.htm?schoolId=${DEMO_IDS.o3School}&source=postPortal&sxz-lang=ja_JP`,
      headers: { 'user-agent': IPHONE },
    });
    const [target, hash] = String(redirect.headers.location).split('#') as [string, string];
    expect(target).toBe('/h5/');
    expect((await ctx.app.inject({ url: target, headers: { 'user-agent': IPHONE } })).statusCode).toBe(200);
    // The mobile client (school-choice.ts) asks again with the hash's school and language in the page query.
    const query = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
    const again = `/h5/?schoolId=${query.get('schoolId')}&sxz-lang=${query.get('sxz-lang')}`;
    const landing = await ctx.app.inject({ url: again, headers: { 'user-agent': IPHONE } });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('lang="ja-JP"');
    expect(landing.body).toContain(`"schoolSource":"query"`);
  });
});
