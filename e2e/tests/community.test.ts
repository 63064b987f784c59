/**
 * Issue 14 item 2 in a real browser against the real server: a learner of the O3 school posts a question and sees
 * it in the community portal; the school's admin hides it and a visitor no longer sees it. The pages are held to
 * WCAG 2.2 AA (axe) at 1440 and 390 px in zh_CN, en_US and ar_SA. E2E_SHOTS=<dir> keeps screenshots.
 *
 * Sign-in: the learner through the O3 single sign-on (e2e/src/o3-login.ts: the provider's demo learner, bound to
 * learner@demo.test, a member of the O3 school); the admin (the O3 community's moderator in the seed) and the
 * language tour through the ordinary demo login on Demo Academy — the session is the same in every school.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { shot } from '../src/feedback.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { signInThroughProvider } from '../src/o3-login.ts';
import { hydrated } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const O3 = DEMO.o3School;
const community = (page: string, lang: string, query = '') =>
  `/community/${page}?schoolId=${O3}${query}&sxz-lang=${lang}`;

/** The ordinary login (on Demo Academy: the O3 school's own login is its single sign-on), then `target`. */
async function logIn(page: Page, account: string, target: string) {
  const back = `/portal/${DEMO.academy}?sxz-lang=en_US`;
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
  await logInThroughForm(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
  await page.goto(`${server.origin}${target}`);
}

describe('community: post, see, hide', () => {
  it('a learner asks a question, sees it in the portal; the admin hides it; a visitor no longer sees it', async () => {
    const en = messages('en_US', 'community');
    const title = `How do screen readers announce tables? ${Date.now()}`;

    const learner = await openPage(browser);
    await learner.page.goto(`${server.origin}${community('o3communityPortal.htm', 'en_US')}`);
    await signInThroughProvider(learner.page, { lang: 'en_US' });
    await learner.page.getByRole('link', { name: en['community.write.question'] }).first().click();
    await learner.page.waitForURL(/createPosts\.htm\?postsType=1/);
    const form = learner.page.getByRole('form', { name: en['community.write.question'] });
    assert.equal(await form.getByRole('radio', { name: en['community.kind.question'] }).isChecked(), true);
    // The spec's warning when the title is empty; nothing is sent. The form is server-rendered: a click before
    // React hydrated it would do nothing (seen on a busy CI machine).
    await (await hydrated(form.getByRole('button', { name: en['community.editor.publish'] }))).click();
    await form
      .getByRole('alert')
      .filter({ hasText: messages('en_US')['errors.COMMUNITY_TITLE_REQUIRED']! })
      .waitFor();
    await form.getByLabel(en['community.editor.title']!).fill(title);
    const body = form.getByRole('textbox', { name: en['community.editor.body'] });
    await body.click();
    await learner.page.keyboard.type('Do they read the caption first? ');
    // The toolbar formats the text (bold through its button).
    await learner.page.keyboard.down('Shift');
    await learner.page.keyboard.press('Home');
    await learner.page.keyboard.up('Shift');
    await form.getByRole('button', { name: en['community.editor.bold'] }).click();
    await form.getByLabel(en['community.editor.circle']!).selectOption({ label: 'Frontend development' });
    await form.getByRole('checkbox', { name: '#Accessibility' }).check();
    await learner.audit('editor filled');
    await shot(learner.page, 'community-editor-en-1440');
    await form.getByRole('button', { name: en['community.editor.publish'] }).click();
    await learner.page.waitForURL(/postDetail\.htm\?.*postId=\d{19}/);
    const postId = new URL(learner.page.url()).searchParams.get('postId')!;
    const detail = learner.page.getByRole('article', { name: new RegExp(title.slice(0, 20)) });
    await detail.waitFor();
    assert.equal(await detail.locator('strong').count(), 1, 'the bold text survived sanitising');

    // The portal lists it under the latest questions.
    await learner.page.goto(`${server.origin}${community('o3communityPortal.htm', 'en_US')}`);
    const questions = learner.page.getByRole('region', { name: en['community.portal.latestQuestions'] });
    await questions.getByRole('link', { name: title }).waitFor();
    await learner.audit('portal with the new question');
    assert.deepEqual(learner.problems, []);

    // And on a phone, in the /h5/ mobile pages under the spec's hash route (issue 14 item 4), before it is hidden.
    const mobile = await openPage(browser, PHONE);
    await mobile.page.goto(
      `${server.origin}/h5/?schoolId=${O3}&sxz-lang=en_US#/pages/common/blog/blog-detail?blogId=${postId}`,
    );
    await mobile.page.waitForSelector('#h5-main:not([aria-busy]) h1');
    await mobile.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await mobile.audit('h5 detail of the new question at 390 px');
    assert.deepEqual(mobile.problems, []);
    await mobile.page.context().close();

    // The admin (moderator) hides it from the post page.
    const admin = await openPage(browser);
    const postPage = community('postDetail.htm', 'en_US', `&postId=${postId}`);
    await logIn(admin.page, 'admin@demo.test', postPage);
    const hide = admin.page.getByRole('button', { name: en['community.post.hide'] });
    // The button is server-rendered: a click before React hydrated it would do nothing (seen on a busy CI machine).
    await (await hydrated(hide)).click();
    await admin.page.getByText(en['community.post.hiddenNotice']!).waitFor();
    await admin.page.getByRole('button', { name: en['community.post.unhide'] }).waitFor();
    await admin.audit('hidden post, moderator view');
    assert.deepEqual(admin.problems, []);

    // A visitor: not in the portal, and the post page says it is not available.
    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.origin}${community('o3communityPortal.htm', 'en_US')}`);
    await visitor.page.getByRole('region', { name: en['community.portal.latestQuestions'] }).waitFor();
    assert.equal(await visitor.page.getByRole('link', { name: title }).count(), 0);
    await visitor.page.goto(`${server.origin}${postPage}`);
    await visitor.page.getByText(messages('en_US')['errors.COMMUNITY_POST_NOT_FOUND']!).waitFor();
    assert.deepEqual(visitor.problems, []);
  });
});

describe('community pages in three languages and two widths', () => {
  for (const lang of ['zh_CN', 'en_US', 'ar_SA']) {
    for (const device of ['desktop', 'phone'] as const) {
      it(`${lang} ${device}: portal, topics, honour, profile and a post render, hydrate and pass axe`, async () => {
        const t = messages(lang, 'community');
        const watched = await openPage(browser, device === 'phone' ? PHONE : {});
        const { page, problems } = watched;
        await logIn(page, 'learner@demo.test', community('o3communityPortal.htm', lang));
        assert.equal(await page.locator('html').getAttribute('dir'), lang === 'ar_SA' ? 'rtl' : 'ltr');
        await page.getByRole('heading', { level: 1, name: t['community.title.portal'] }).waitFor();
        await page.getByRole('region', { name: t['community.portal.hotTopics'] }).waitFor();
        await shot(page, `community-portal-${lang}-${device}`);
        const pages: Array<[string, string, string]> = [
          ['o3TopicList.htm', '', 'topics'],
          ['o3Honor.htm', '', 'honour'],
          ['o3Credit.htm', '', 'credit'],
          ['o3Profile.htm', '&source=personalCenter&menuType=MY_POST&activeIndex=-1', 'profile'],
          ['postDetail.htm', '&postId=7300000000000000002', 'post'],
        ];
        for (const [name, query, label] of pages) {
          await page.goto(`${server.origin}${community(name, lang, query)}`);
          await page.getByRole('navigation', { name: t['community.nav.label'] }).waitFor();
          await shot(page, `community-${label}-${lang}-${device}`);
        }
        // Embedded: /o3/{schoolId}/detail renders the community page its o3src names.
        await page.goto(`${server.origin}/o3/${O3}/detail?activeIndex=2&o3src=o3Honor.htm&sxz-lang=${lang}`);
        await page.getByRole('heading', { level: 1, name: t['community.title.honour'] }).waitFor();
        // The page is no wider than the screen (320–1920 px; nothing scrolls sideways).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `horizontal overflow ${overflow}px`);
        assert.deepEqual(problems, []);
      });
    }
  }
});
