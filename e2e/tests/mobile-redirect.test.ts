/**
 * Spec §4 mobile redirect in a real browser (issue 10 §2): a phone (iPhone user agent, 390 × 844, touch) opening
 * a portal page whose `source` names a known target is sent to `/h5/#/{mobile path}` (school and language inside
 * the hash route) without the portal
 * ever painting, sees the mobile page with the school, and its link leads back to the portal (no loop); an unknown
 * source shows the portal; a desktop browser is never redirected.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { DEMO } from '../src/demo.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

serverAndBrowserPerFile();

/** A phone, and what goes wrong in it: console errors, failing requests, and any portal document it loads. */
async function phone(options: { mobile?: boolean } = {}) {
  const mobile = options.mobile ?? true;
  const context: BrowserContext = await browser.newContext(
    mobile
      ? { userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  const documents: Array<{ url: string; status: number }> = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.request().isNavigationRequest())
      documents.push({ url: response.url(), status: response.status() });
    else if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return { page, problems, documents, close: () => context.close() };
}

describe('mobile redirect (spec §4)', () => {
  it('takes a phone from a post link on the portal straight to the mobile page, which offers a way back', async () => {
    const { page, problems, documents, close } = await phone();
    await page.goto(
      `${server.origin}/portal/${DEMO.academy}?source=circlePostDetail&blogId=42&circleId=7&sxz-lang=en_US`,
    );
    // The portal answered 302 before any HTML, in the spec's form (nothing between /h5/ and the hash; the school
    // and language inside the hash route). The mobile client then asks for its page with them in the query, once.
    const hashRoute = `#/pages/common/blog/blog-detail?blogId=42&circleId=7&schoolId=${DEMO.academy}&sxz-lang=en_US`;
    await page.waitForURL(`${server.origin}/h5/?schoolId=${DEMO.academy}&sxz-lang=en_US${hashRoute}`);
    assert.deepEqual(
      documents.map((d) => [d.status, d.url.replace(server.origin, '')]),
      [
        [302, `/portal/${DEMO.academy}?source=circlePostDetail&blogId=42&circleId=7&sxz-lang=en_US`],
        [200, '/h5/'],
        [200, `/h5/?schoolId=${DEMO.academy}&sxz-lang=en_US`],
      ],
    );
    // The demo academy has no community (only O3 schools do): the mobile page says so and leads back.
    const en = messages('en_US');
    const community = messages('en_US', 'community');
    await page.getByRole('heading', { level: 1, name: community['h5.noCommunity.title']! }).waitFor();
    const back = page.getByRole('link', { name: en['h5.openPortal']! }).last();
    const box = await back.boundingBox();
    assert.ok(box && box.height >= 24, 'the link is a touch target of at least 24 px');
    assert.deepEqual(problems, []);
    await close();
  });

  it('shows the school the mobile page is asked for and links back to its portal, with no redirect loop', async () => {
    const { page, problems, close } = await phone();
    const en = messages('en_US');
    await page.goto(`${server.origin}/h5/?tenantId=${DEMO.academy}&sxz-lang=en_US#/pages/index/index?id=7`);
    await page.getByRole('banner').getByText('Demo Academy').waitFor();
    await page.getByRole('link', { name: en['h5.openPortal']! }).last().click();
    await page.waitForURL(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    await page.getByRole('banner').waitFor();
    assert.deepEqual(problems, []);
    await close();
  });

  it('shows the portal to a phone when the source is unknown, in every layout direction', async () => {
    for (const lang of ['zh_CN', 'ar_SA']) {
      const { page, problems, documents, close } = await phone();
      await page.goto(`${server.origin}/portal/${DEMO.academy}?source=somethingElse&sxz-lang=${lang}`);
      assert.equal(new URL(page.url()).pathname, `/portal/${DEMO.academy}`);
      assert.deepEqual(
        documents.map((d) => d.status),
        [200],
      );
      await page.getByRole('banner').waitFor();
      await page.waitForFunction(() => document.readyState === 'complete');
      assert.deepEqual(problems, [], lang);
      await close();
    }
  });

  it('never redirects a desktop browser', async () => {
    const { page, problems, close } = await phone({ mobile: false });
    await page.goto(`${server.origin}/portal/${DEMO.academy}?source=postDetail&blogId=42&sxz-lang=en_US`);
    assert.equal(new URL(page.url()).pathname, `/portal/${DEMO.academy}`);
    await page.getByRole('banner').waitFor();
    // Hydrated, and the browser-side rule leaves a desktop browser alone too.
    await page.waitForTimeout(300);
    assert.equal(new URL(page.url()).pathname, `/portal/${DEMO.academy}`);
    assert.deepEqual(problems, []);
    await close();
  });
});
