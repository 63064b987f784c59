/**
 * Issue 12 in a real browser against the real server: the general feedback dialog (footer link and right-side
 * tool, visitors log in first, the spec's warnings, image uploads with previews, success), the right-side tools
 * (end side, customer service, go-to-top, O3 collapse, 320 px), the bulletin marquee (server-rendered, pause,
 * reduced motion, close remembered) and the admin inbox — in zh_CN and ar_SA. E2E_SHOTS=<dir> keeps screenshots.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { dropFiles, logInThroughDialog, pngFile, shot } from '../src/feedback.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages, pluralForm } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const TEACHER = 'teacher@demo.test';
const ADMIN = 'admin@demo.test';
const home = (lang: string, school: string = DEMO.academy) => `/portal/${school}?sxz-lang=${lang}`;
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]));

async function logIn(page: Page, account: string, back: string) {
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
  await logInThroughForm(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
}

const tools = (page: Page, lang: string) =>
  page.getByRole('complementary', { name: messages(lang)['tools.label'] });

describe('general feedback dialog', () => {
  it('zh_CN: a visitor logs in first, then sends feedback with images from the footer link', async () => {
    const t = messages('zh_CN');
    const { page, problems, audit } = await openPage(browser);
    await page.goto(`${server.origin}${home('zh_CN')}`);
    await page.getByRole('contentinfo').getByRole('button', { name: '意见反馈' }).click();
    await logInThroughDialog(page, 'zh_CN', TEACHER);
    // After the login the page reloads with the session and the dialog opens by itself.
    const dialog = page.getByRole('dialog', { name: t['feedback.title'] });
    await dialog.waitFor();
    await audit('feedback dialog');
    assert.equal(await dialog.getByRole('radio', { name: t['feedback.typeFault'] }).isChecked(), true);
    for (const key of ['feedback.typeExperience', 'feedback.typeConsultation', 'feedback.typeContent']) {
      assert.equal(await dialog.getByRole('radio', { name: t[key] }).count(), 1, key);
    }

    // Spec §5: description required; leading whitespace stripped; at most 200 characters.
    await dialog.getByRole('button', { name: t['feedback.submit'] }).click();
    await dialog.getByText(t['feedback.descriptionRequired']!, { exact: true }).last().waitFor();
    const text = dialog.getByLabel(t['feedback.descriptionLabel']!);
    await text.fill(`   ${'长'.repeat(205)}`);
    assert.equal((await text.inputValue()).length, 200);
    await text.fill('   视频播放卡顿');
    assert.equal(await text.inputValue(), '视频播放卡顿');

    // Contact: the 11-digit rule, only when allowed.
    await dialog.getByRole('checkbox', { name: t['feedback.allowContact'] }).check();
    await dialog.getByLabel(t['feedback.phoneLabel']!).fill('12345678901');
    await dialog.getByRole('button', { name: t['feedback.submit'] }).click();
    await dialog.getByText(t['feedback.phoneInvalid']!).waitFor();
    await dialog.getByLabel(t['feedback.phoneLabel']!).fill('13912345678');

    // Images: wrong format and two files at once are refused; real images upload and preview.
    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByText(t['feedback.imageFormat']!).waitFor();
    await dropFiles(page, `[role=dialog] li:has(button:text("${t['feedback.addImage']}"))`, [
      { name: 'a.png', type: 'image/png', text: 'a' },
      { name: 'b.png', type: 'image/png', text: 'b' },
    ]);
    await dialog.getByText(t['feedback.oneFileOnly']!).waitFor();
    // A file that says png but is not one: the server reads it and refuses.
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<?php echo 1; ?>'),
    });
    await dialog.getByText(t['errors.UPLOAD_FORMAT_INVALID']!).waitFor();
    for (const [index, rgb] of (
      [
        [200, 30, 30],
        [30, 160, 60],
      ] as const
    ).entries()) {
      await input.setInputFiles(pngFile(`shot-${index}.png`, [...rgb]));
      await dialog.getByRole('img', { name: fill(t['feedback.imageAlt']!, { n: index + 1 }) }).waitFor();
    }
    await audit('feedback dialog with previews');
    await shot(page, 'feedback-dialog-zh_CN-1440');
    await dialog.getByRole('button', { name: fill(t['feedback.removeImage']!, { n: 2 }) }).click();
    assert.equal(await dialog.getByRole('listitem').locator('img').count(), 1);

    await dialog.getByRole('button', { name: t['feedback.submit'] }).click();
    await page.getByText(t['feedback.success']!).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Opened again: a fresh, empty form (closed and reset).
    await page.getByRole('contentinfo').getByRole('button', { name: '意见反馈' }).click();
    await dialog.waitFor();
    assert.equal(await dialog.getByLabel(t['feedback.descriptionLabel']!).inputValue(), '');
    await dialog.getByRole('button', { name: t['feedback.cancel'] }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(
      problems.filter((p) => !/ 400 .*uploadFile/.test(p) && !/^400 /.test(p)),
      [],
    );
  });

  it('ar_SA: the evaluation tool opens the dialog right-to-left on "use experience"', async () => {
    const t = messages('ar_SA');
    const { page, problems, audit } = await openPage(browser);
    await logIn(page, TEACHER, home('ar_SA'));
    await tools(page, 'ar_SA').getByRole('button', { name: t['tools.evaluation'] }).click();
    const dialog = page.getByRole('dialog', { name: t['feedback.title'] });
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await dialog.getByRole('radio', { name: t['feedback.typeExperience'] }).isChecked(), true);
    await dialog.getByLabel(t['feedback.descriptionLabel']!).fill('الواجهة رائعة');
    await dialog.locator('input[type=file]').setInputFiles(pngFile('rtl.png', [40, 90, 200]));
    await dialog.getByRole('img', { name: fill(t['feedback.imageAlt']!, { n: 1 }) }).waitFor();
    await audit('feedback dialog ar_SA');
    await shot(page, 'feedback-dialog-ar_SA-1440');
    await dialog.getByRole('button', { name: t['feedback.submit'] }).click();
    await page.getByText(t['feedback.success']!).waitFor();
    assert.deepEqual(problems, []);
  });
});

describe('right-side tools', () => {
  it('zh_CN 1440: on the end side, customer service from config, knowledge assistant, go-to-top in steps', async () => {
    const t = messages('zh_CN');
    const { page, problems, audit } = await openPage(browser, { height: 600 });
    await page.goto(`${server.origin}${home('zh_CN')}`);
    const aside = tools(page, 'zh_CN');
    const box = (await aside.boundingBox())!;
    assert.ok(box.x + box.width > 1400 && box.x > 1300, `tools at the right edge, got x=${box.x}`);
    // Go-to-top appears only above 500 px.
    const goTop = aside.getByRole('button', { name: t['tools.goTop'] });
    assert.equal(await goTop.count(), 0);
    const link = aside.getByRole('link', { name: t['tools.knowledgeAssistant'] });
    assert.match(
      (await link.getAttribute('href'))!,
      /^\/mobile\/AIChat-pc\.htm\?schoolId=1000000000000000001&sxz-lang=zh_CN$/,
    );
    assert.equal(await link.getAttribute('target'), '_blank');

    const service = aside.getByRole('button', { name: t['tools.customerService'] });
    await service.click();
    assert.equal(await service.getAttribute('aria-expanded'), 'true');
    await aside.getByRole('link', { name: '400-820-1234' }).waitFor();
    assert.equal(
      await aside.getByRole('link', { name: 'service@demo.test' }).getAttribute('href'),
      'mailto:service@demo.test',
    );
    await aside.getByText('PorticoDemo').waitFor();
    await audit('customer service panel');
    await shot(page, 'tools-customer-service-zh_CN-1440');
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.scrollTo({ top: 501, behavior: 'instant' }));
    await goTop.waitFor();
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    const start = await page.evaluate(() => window.scrollY);
    assert.ok(start > 900, `the page is long enough to scroll (${start})`);
    await goTop.click();
    // 50 px every 10 ms: under way shortly after, at the top in about start / 5 ms.
    await page.waitForTimeout(60);
    const midway = await page.evaluate(() => window.scrollY);
    assert.ok(midway < start && midway > 0, `scrolling in steps (${start} → ${midway})`);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    await goTop.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
  });

  it('reduced motion: go-to-top jumps at once', async () => {
    const t = messages('zh_CN');
    const { page, problems } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.origin}${home('zh_CN')}`);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await tools(page, 'zh_CN').getByRole('button', { name: t['tools.goTop'] }).click();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.deepEqual(problems, []);
  });

  it('ar_SA: the tools sit on the left (the logical end side)', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${server.origin}${home('ar_SA')}`);
    const box = (await tools(page, 'ar_SA').boundingBox())!;
    assert.ok(box.x < 40, `tools at the left edge, got x=${box.x}`);
    await shot(page, 'home-ar_SA-1440');
    assert.deepEqual(problems, []);
  });

  it('O3 school: collapsed shows only the first tool; expanding shows them all', async () => {
    const t = messages('zh_CN');
    const { page, problems, audit } = await openPage(browser);
    await page.goto(`${server.origin}${home('zh_CN', DEMO.o3School)}`);
    const aside = tools(page, 'zh_CN');
    const names = async () => (await aside.getByRole('listitem').allInnerTexts()).map((s) => s.trim());
    assert.deepEqual(await names(), [t['tools.evaluation']]);
    const toggle = aside.getByRole('button', { name: t['tools.expand'] });
    await toggle.click();
    assert.equal(
      await aside.getByRole('button', { name: t['tools.collapse'] }).getAttribute('aria-expanded'),
      'true',
    );
    assert.deepEqual(await names(), [
      t['tools.evaluation'],
      t['tools.feedback'],
      t['tools.knowledgeAssistant'],
    ]);
    await audit('O3 tools expanded');
    await aside.getByRole('button', { name: t['tools.collapse'] }).click();
    assert.deepEqual(await names(), [t['tools.evaluation']]);
    assert.deepEqual(problems, []);
  });

  it('320 px: collapsed into one toggle, no horizontal scroll, the end of the page is never under them', async () => {
    const t = messages('zh_CN');
    const { page, problems, audit } = await openPage(browser, { width: 320, height: 640 });
    await page.goto(`${server.origin}${home('zh_CN')}`);
    const aside = tools(page, 'zh_CN');
    const visibleButtons = () => aside.locator('a:visible, button:visible').count();
    assert.equal(await visibleButtons(), 1);
    assert.ok((await aside.boundingBox())!.width <= 56);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320);
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await aside.getByRole('button', { name: t['tools.goTop'] }).waitFor();
    const toolsBox = (await aside.boundingBox())!;
    const covered = await page.evaluate((box) => {
      const hits: string[] = [];
      for (const el of Array.from(
        document.querySelectorAll('footer a, footer button, footer p, footer figure'),
      )) {
        const r = el.getBoundingClientRect();
        const overlaps =
          r.right > box.x && r.left < box.x + box.width && r.bottom > box.y && r.top < box.y + box.height;
        if (overlaps && r.width > 0) hits.push(el.textContent?.trim() ?? el.tagName);
      }
      return hits;
    }, toolsBox);
    assert.deepEqual(covered, []);
    await aside.getByRole('button', { name: t['tools.expand'] }).click();
    assert.ok((await visibleButtons()) >= 5);
    await audit('tools expanded at 320 px');
    assert.deepEqual(problems, []);
  });
});

describe('bulletin marquee', () => {
  it('zh_CN: server-rendered, pausable, closed for good (local storage and the next server render)', async () => {
    const t = messages('zh_CN');
    const rendered = (html: string) =>
      html.includes(`<section class=`) && html.includes(`aria-label="${t['bulletin.label']}"`);
    assert.equal(rendered(await (await fetch(`${server.origin}${home('zh_CN')}`)).text()), true);
    const { page, problems, audit } = await openPage(browser);
    await page.goto(`${server.origin}${home('zh_CN')}`);
    const bar = page.getByRole('region', { name: t['bulletin.label'] });
    await bar.waitFor();
    const text = bar.locator('p');
    assert.equal(await text.evaluate((el) => getComputedStyle(el).animationPlayState), 'running');
    await shot(page, 'home-zh_CN-1440');
    await bar.getByRole('button', { name: t['bulletin.pause'] }).click();
    await page.mouse.move(5, 880);
    assert.equal(await text.evaluate((el) => getComputedStyle(el).animationPlayState), 'paused');
    await bar.getByRole('button', { name: t['bulletin.play'] }).waitFor();
    await audit('bulletin paused');
    await bar.getByRole('button', { name: t['bulletin.close'] }).click();
    await bar.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => [
      localStorage.getItem('bulletinId'),
      localStorage.getItem('closeBulletin'),
    ]);
    assert.match(stored[0]!, /^\d{19}$/);
    assert.equal(stored[1], 'yes');
    await page.reload();
    assert.equal(await page.getByRole('region', { name: t['bulletin.label'] }).count(), 0);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const again = await (await fetch(`${server.origin}${home('zh_CN')}`, { headers: { cookie } })).text();
    assert.equal(rendered(again), false);

    // A new bulletin id resets the flag: the stored close of another id does not hide this one.
    const fresh = await openPage(browser);
    await fresh.page.goto(`${server.origin}${home('zh_CN')}`);
    await fresh.page.evaluate(() => {
      localStorage.setItem('bulletinId', '1111111111111111111');
      localStorage.setItem('closeBulletin', 'yes');
    });
    await fresh.page.reload();
    await fresh.page.getByRole('region', { name: t['bulletin.label'] }).waitFor();
    assert.equal(await fresh.page.evaluate(() => localStorage.getItem('closeBulletin')), 'no');
    assert.deepEqual([...problems, ...fresh.problems], []);
  });

  it('ar_SA with reduced motion: nothing moves, the text wraps, no pause button', async () => {
    const t = messages('ar_SA');
    const { page, problems } = await openPage(browser);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${server.origin}${home('ar_SA')}`);
    const bar = page.getByRole('region', { name: t['bulletin.label'] });
    await bar.waitFor();
    assert.equal(await bar.locator('p').evaluate((el) => getComputedStyle(el).animationName), 'none');
    assert.equal(await bar.getByRole('button', { name: t['bulletin.pause'] }).isVisible(), false);
    await bar.getByRole('button', { name: t['bulletin.close'] }).waitFor();
    assert.deepEqual(problems, []);
  });
});

describe('admin inbox and content review', () => {
  const inboxPath = (lang: string) => `/iadmin/${DEMO.academy}/management/feedback?sxz-lang=${lang}`;

  it('zh_CN: the admin sees the feedback with its image, replies, and blocks the image for later uploads', async () => {
    const t = messages('zh_CN');
    const admin = await openPage(browser);
    await logIn(admin.page, ADMIN, inboxPath('zh_CN'));
    const { page } = admin;
    await page.getByRole('heading', { level: 1, name: t['route.schoolFeedback'] }).waitFor();
    // Each feedback is an article named by its type (the page itself is an unnamed article).
    const item = page
      .getByRole('article', { name: t['feedback.typeFault'] })
      .filter({ hasText: '视频播放卡顿' });
    await item.waitFor();
    await item.getByRole('img', { name: fill(t['feedback.imageAlt']!, { n: 1 }) }).waitFor();
    await item.getByText(fill(t['inbox.contact']!, { phone: '13912345678' })).waitFor();
    await admin.audit('feedback inbox');
    await shot(page, 'inbox-zh_CN-1440');

    await item.getByRole('button', { name: t['inbox.reply'] }).click();
    await item.getByLabel(t['inbox.replyLabel']!).fill('已修复，感谢反馈！');
    await item.getByRole('button', { name: t['inbox.sendReply'] }).click();
    // Answered means handled: it leaves the open list and shows under "handled" with the reply.
    await item.waitFor({ state: 'detached' });
    const filters = page.getByRole('group', { name: t['inbox.filterLabel'] });
    await filters.getByRole('button', { name: t['inbox.filterHandled'], exact: true }).click();
    const handled = page
      .getByRole('article', { name: t['feedback.typeFault'] })
      .filter({ hasText: '视频播放卡顿' });
    await handled.getByText('已修复，感谢反馈！').waitFor();
    assert.match(page.url(), /status=handled/);
    await handled.getByRole('button', { name: t['inbox.blockImage'] }).click();
    await handled.getByRole('button', { name: t['inbox.imageBlocked'] }).waitFor();
    await page
      .getByText(fill(pluralForm(t, 'zh_CN', 'inbox.blockedCount', 1), { count: 1 }))
      .or(page.getByText(fill(pluralForm(t, 'zh_CN', 'inbox.blockedCount', 2), { count: 2 })))
      .waitFor();
    await admin.audit('feedback inbox, handled');

    // The same image again, with the school's content review on: the spec's "sensitive content" answer.
    const teacher = await openPage(browser);
    await logIn(teacher.page, TEACHER, home('zh_CN'));
    await tools(teacher.page, 'zh_CN').getByRole('button', { name: t['tools.feedback'] }).click();
    const dialog = teacher.page.getByRole('dialog', { name: t['feedback.title'] });
    await dialog.getByText(t['feedback.imagesReviewed']!).waitFor();
    await dialog.locator('input[type=file]').setInputFiles(pngFile('shot-0.png', [200, 30, 30]));
    await dialog.getByText(t['errors.UPLOAD_CONTENT_REJECTED']!).waitFor();
    assert.equal(await dialog.getByRole('listitem').locator('img').count(), 0);
    assert.deepEqual(admin.problems, []);
    assert.deepEqual(
      teacher.problems.filter((p) => !/^400 .*uploadFile/.test(p)),
      [],
    );
  });

  it('ar_SA: the inbox right-to-left; non-admins are sent away', async () => {
    const t = messages('ar_SA');
    const admin = await openPage(browser);
    await logIn(admin.page, ADMIN, inboxPath('ar_SA'));
    await admin.page.getByRole('heading', { level: 1, name: t['route.schoolFeedback'] }).waitFor();
    await admin.page
      .getByRole('group', { name: t['inbox.filterLabel'] })
      .getByRole('button', { name: t['inbox.filterAll'], exact: true })
      .click();
    await admin.page.getByRole('article', { name: t['feedback.typeExperience'] }).first().waitFor();
    await shot(admin.page, 'inbox-ar_SA-1440');
    const teacher = await openPage(browser);
    await logIn(teacher.page, TEACHER, home('ar_SA'));
    await teacher.page.goto(`${server.origin}${inboxPath('ar_SA')}`);
    assert.match(teacher.page.url(), /\/insufficient-permissions/);
    assert.deepEqual([...admin.problems, ...teacher.problems], []);
  });
});

describe('phones (390 px)', () => {
  for (const lang of ['zh_CN', 'ar_SA']) {
    it(`${lang}: bulletin, collapsed tools and the feedback dialog fit the screen`, async () => {
      const t = messages(lang);
      const { page, problems, audit } = await openPage(browser, PHONE);
      await logIn(page, TEACHER, home(lang));
      await page.getByRole('region', { name: t['bulletin.label'] }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
      await shot(page, `home-${lang}-390`);
      const aside = tools(page, lang);
      await aside.getByRole('button', { name: t['tools.expand'] }).click();
      await audit(`tools expanded on a phone (${lang})`);
      await shot(page, `tools-${lang}-390`);
      await aside.getByRole('button', { name: t['tools.feedback'] }).click();
      const dialog = page.getByRole('dialog', { name: t['feedback.title'] });
      await dialog.locator('input[type=file]').setInputFiles(pngFile(`phone-${lang}.png`, [120, 60, 180]));
      await dialog.getByRole('img', { name: fill(t['feedback.imageAlt']!, { n: 1 }) }).waitFor();
      const box = (await dialog.boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `dialog inside the screen (${box.x}, ${box.width})`);
      await shot(page, `feedback-dialog-${lang}-390`);
      await page.goto(`${server.origin}/iadmin/${DEMO.academy}/management/feedback?sxz-lang=${lang}`);
      assert.deepEqual(problems, []);
    });
  }
});
