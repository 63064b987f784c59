/**
 * Issue 25 item 4 in a real browser against the real server: in the O3 school, a creator member (the demo teacher,
 * flagged `creator` there by seed 16) writes a knowledge article in the O3 creation center and submits it (the
 * admin turned the school's content review on); the admin rejects it with a comment; the author reads the
 * comment, fixes the article and resubmits; the admin approves (publishes); a visitor reads it under "Knowledge"
 * on the community portal. A 390 px phone pass in Arabic (right to left); axe on every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage, type WatchedPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const O3 = DEMO.o3School;
const TITLE = `Captions people can follow ${Date.now() % 100_000}`;
const centerUrl = (lang = 'en_US', query = '') =>
  `${server.origin}/iadmin/${O3}/create-center/o3knowledge/?sxz-lang=${lang}${query}`;
const portalUrl = (lang = 'en_US') =>
  `${server.origin}/community/o3communityPortal.htm?schoolId=${O3}&sxz-lang=${lang}`;
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function as(account: string, device?: typeof PHONE): Promise<WatchedPage> {
  const watched = await openPage(browser, device ?? {});
  await logInAs(watched.page, server.origin, account);
  return watched;
}

async function openFromList(page: Page, region: string, title: string): Promise<void> {
  const list = page.getByRole('region', { name: region });
  await (await hydrated(list.getByRole('button', { name: title }))).click();
  await page.getByRole('heading', { name: 'Review and publishing' }).waitFor();
}

describe('O3 knowledge articles', () => {
  it('an author writes and submits; the admin rejects, then approves the fix; a visitor reads it', async () => {
    const admin = await as(ACCOUNTS.admin);
    // The O3 school's content review on, as its admin would switch it in the console.
    const switched = await admin.page.evaluate(async (schoolId) => {
      const answer = await fetch(`/api/portal/api/v1/portal/content-review-switch?tenantId=${schoolId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ contentReviewSwitch: '1' }),
      });
      return answer.status;
    }, O3);
    assert.equal(switched, 200);

    const author = await as(ACCOUNTS.teacher);
    const { page } = author;
    await page.goto(centerUrl());
    await page.getByRole('heading', { name: 'My knowledge articles' }).waitFor();
    await page.getByText('Content review is on').first().waitFor();
    // The seeded article waiting for review is the teacher's own.
    await page.getByText('In review').first().waitFor();
    await author.audit('article list');

    await (await hydrated(page.getByRole('button', { name: 'New article' }))).click();
    await page.getByRole('group', { name: 'Title' }).getByRole('textbox').first().fill(TITLE);
    const body = page.getByRole('textbox', { name: 'Article', exact: true });
    await body.click();
    await body.pressSequentially('Keep each caption under two lines.');
    await page.getByRole('textbox', { name: 'Tags' }).fill('Accessibility, Video');
    await author.audit('new article filled');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await status(page, 'Draft saved.').waitFor();
    const articleId = new URL(page.url()).searchParams.get('articleId') ?? '';
    assert.match(articleId, /^\d{19}$/);
    await page.getByText('Draft', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await status(page, 'Submitted for review.').waitFor();
    await page.getByText('This article is waiting for an administrator’s review.').waitFor();
    await author.audit('submitted');

    // The admin finds it in the queue and asks for a change.
    await admin.page.goto(centerUrl());
    await openFromList(admin.page, 'Waiting for review', TITLE);
    await admin.page.getByRole('button', { name: 'Request changes' }).click();
    await admin.page.getByRole('button', { name: 'Send to the author' }).click();
    await admin.page
      .getByRole('alert')
      .filter({ hasText: /comment/i })
      .first()
      .waitFor();
    await admin.audit('reject without a comment');
    await admin.page.getByRole('textbox', { name: 'Reviewer’s comment' }).fill('Add an example caption.');
    await admin.page.getByRole('button', { name: 'Send to the author' }).click();
    await status(admin.page, 'Changes requested; the author has been told.').waitFor();
    await admin.audit('rejected');

    // The author reads the comment, fixes the article and resubmits (the step saves the change first).
    await page.goto(centerUrl('en_US', `&articleId=${articleId}`));
    await page.getByText('Add an example caption.').waitFor();
    await page.getByText('Changes requested', { exact: true }).first().waitFor();
    await author.audit('rejected, author view');
    const fix = page.getByRole('textbox', { name: 'Article', exact: true });
    await fix.click();
    await page.keyboard.press('End');
    await fix.pressSequentially(' Example: “[door slams]”.');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await status(page, 'Submitted for review.').waitFor();

    await admin.page.goto(centerUrl());
    await openFromList(admin.page, 'Waiting for review', TITLE);
    await admin.page.getByRole('button', { name: 'Approve and publish' }).click();
    await status(admin.page, 'Approved and published.').waitFor();
    await admin.page.getByText('Published', { exact: true }).first().waitFor();
    await admin.audit('approved');

    // A visitor reads it in the community portal.
    const reader = await openPage(browser);
    await reader.page.goto(portalUrl());
    const knowledge = reader.page.getByRole('region', { name: 'Knowledge' });
    const article = knowledge.getByRole('article', { name: TITLE });
    await article.waitFor();
    await reader.audit('portal with the article');
    await (await hydrated(article.getByRole('button', { name: 'Read the article' }))).click();
    await article.getByText('Example: “[door slams]”.', { exact: false }).waitFor();
    await reader.audit('article open');
    assert.equal(await knowledge.getByRole('link', { name: 'Write a knowledge article' }).count(), 0);

    for (const watched of [author, admin, reader]) assert.deepEqual(watched.problems, []);
  });

  it('works at phone width in Arabic (right to left) for the author', async () => {
    const author = await as(ACCOUNTS.teacher, PHONE);
    const { page } = author;
    await page.goto(centerUrl('ar_SA'));
    await page.getByRole('heading', { name: 'مقالاتي المعرفية' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await author.audit('phone list, Arabic');
    await (await hydrated(page.getByRole('button', { name: 'مقال جديد' }))).click();
    await page.getByRole('button', { name: 'حفظ المسودة' }).waitFor();
    await author.audit('phone editor, Arabic');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `no sideways scrolling at 390 px (overflow ${overflow}px)`);
    // The portal's knowledge list links creators to the O3 creation center.
    await page.goto(portalUrl('ar_SA'));
    await page.getByRole('link', { name: 'اكتب مقالًا معرفيًا' }).waitFor();
    await author.audit('phone portal, Arabic');
    assert.deepEqual(author.problems, []);
  });
});
