/**
 * Issue 13 content sections in a real browser against the real server: the footer, bulletins and agreements
 * sections render for an administrator (desktop and phone, zh_CN / en_US / ar_SA); the Arabic footer shows on an
 * ar_SA page; a bulletin created in the console shows to a visitor who had closed the previous one (a new id resets
 * the closed flag, spec §4); a QR image uploaded in the footer form shows to a visitor; an admin publishes a new agreement version and a member who signed the previous one
 * must sign again: the dialog has the "updated" title and the what-changed view. axe audits every state.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { pngFile } from '../src/feedback.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { hydrated } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();
const SHOTS = process.env.PORTICO_SHOTS_DIR;

const sectionUrl = (section: string, lang: string) =>
  `/iadmin/${DEMO.academy}/management/${section}?sxz-lang=${lang}`;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

async function logIn(page: Page, account: string, back: string) {
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
  await logInThroughForm(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Audits with the page scrolled to the top. Scrolled, the shell's fixed header (spec §4) half-covers whichever
 * console menu link is under it, which axe reports as a too-small target: a shell matter, not the form's.
 */
async function auditAtTop(watched: { page: Page; audit(state: string): Promise<void> }, state: string) {
  await watched.page.evaluate(() => window.scrollTo(0, 0));
  await watched.audit(state);
}

/** The per-language inputs of one field (a fieldset named by its legend). */
const field = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true }).first();

describe('console content sections', () => {
  it('render for an administrator at desktop and phone widths in zh_CN, en_US and ar_SA', async () => {
    for (const device of [
      { name: '1440', options: {} },
      { name: '390', options: PHONE },
    ]) {
      const { page, audit, problems } = await openPage(browser, device.options);
      await logIn(page, 'admin@demo.test', sectionUrl('footer', 'en_US'));
      for (const lang of ['zh_CN', 'en_US', 'ar_SA']) {
        const t = messages(lang, 'console');
        for (const section of ['footer', 'bulletins', 'agreements'] as const) {
          await page.goto(`${server.origin}${sectionUrl(section, lang)}`);
          await page.getByRole('heading', { level: 2, name: t[`console.section.${section}`] }).waitFor();
          await audit(`${section} section ${lang} ${device.name}`);
          await shot(page, `content-${section}-${lang}-${device.name}`);
        }
      }
      assert.deepEqual(problems, []);
      await page.context().close();
    }
  });

  it('shows the footer in the page language: Arabic on ar_SA, English on en_US', async () => {
    const { page, audit, problems } = await openPage(browser);
    await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=ar_SA`);
    const footer = page.locator('footer');
    await footer.getByText('مركز المساعدة').waitFor();
    const arabic = await footer.innerText();
    assert.match(arabic, /بيان الخصوصية/);
    assert.match(arabic, /نزّل التطبيق/);
    assert.doesNotMatch(arabic, /帮助中心|隐私声明/);
    await audit('ar_SA footer');
    await shot(page, 'footer-ar_SA-1440');
    await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    await footer.getByText('Help center').waitFor();
    assert.match(await footer.innerText(), /Privacy statement/);
    await page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=zh_CN`);
    await footer.getByText('帮助中心').waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('a bulletin created in the console shows to a visitor who closed the previous one', async () => {
    const en = messages('en_US');
    const t = messages('en_US', 'console');
    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=en_US`);
    const bar = visitor.page.getByRole('region', { name: en['bulletin.label'] });
    await bar.getByText('Welcome to Demo Academy').waitFor();
    await bar.getByRole('button', { name: en['bulletin.close'] }).click();
    await visitor.page.reload();
    await visitor.page.locator('footer').waitFor();
    assert.equal(await bar.count(), 0);

    const admin = await openPage(browser);
    await logIn(admin.page, 'admin@demo.test', sectionUrl('bulletins', 'en_US'));
    await admin.page.getByRole('button', { name: t['console.bulletins.new'] }).click();
    const content = field(admin.page, t['console.bulletins.content']!);
    await content.getByLabel(/^简体中文/).fill('端到端测试公告');
    await content.locator('summary').click(); // the other languages fold away until opened
    await content.getByLabel('English', { exact: true }).fill('End-to-end notice for visitors');
    await content.getByLabel('العربية', { exact: true }).fill('إشعار اختبار للزوار');
    await auditAtTop(admin, 'bulletin form');
    await admin.page.getByRole('button', { name: t['console.save'] }).click();
    const list = admin.page.getByRole('list', { name: t['console.section.bulletins'] });
    await list.getByText('End-to-end notice for visitors', { exact: true }).waitFor();
    await auditAtTop(admin, 'bulletin created');

    await visitor.page.reload();
    await bar.getByText('End-to-end notice for visitors').waitFor();
    await visitor.audit('new bulletin shown');
    await visitor.page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=ar_SA`);
    await visitor.page
      .getByRole('region', { name: messages('ar_SA')['bulletin.label'] })
      .getByText('إشعار اختبار للزوار')
      .waitFor();
    assert.deepEqual([...visitor.problems, ...admin.problems], []);
    await visitor.page.context().close();
    await admin.page.context().close();
  });

  // Before the agreement test: once a new version is published, the admin (a member too) must sign it first.
  it('an admin uploads a QR image for the footer; a visitor sees that image', async () => {
    const t = messages('en_US', 'console');
    const admin = await openPage(browser);
    await logIn(admin.page, 'admin@demo.test', sectionUrl('footer', 'en_US'));
    const upload = admin.page
      .getByLabel(`${t['console.footer.qrUpload']}: ${t['console.footer.qrUrl']}`)
      .first();
    await (await hydrated(upload)).setInputFiles(pngFile('qr.png', [20, 90, 160]));
    const address = admin.page.getByLabel(t['console.footer.qrUrl']!, { exact: true }).first();
    await admin.page.waitForFunction(
      (input) => (input as HTMLInputElement | null)?.value.startsWith('/api/files/') === true,
      await address.elementHandle(),
    );
    const src = await address.inputValue();
    await auditAtTop(admin, 'footer QR uploaded');
    await admin.page.getByRole('button', { name: t['console.save'] }).click();
    await admin.page.getByText(t['console.saved']!).waitFor();

    const visitor = await openPage(browser);
    await visitor.page.goto(`${server.origin}/portal/${DEMO.academy}?sxz-lang=zh_CN`);
    const image = visitor.page.locator(`footer img[src="${src}"]`);
    await image.scrollIntoViewIfNeeded();
    await visitor.page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await image.elementHandle(),
    );
    await visitor.audit('footer with the uploaded QR image');
    assert.deepEqual(admin.problems, []);
    assert.deepEqual(visitor.problems, []);
    await admin.page.context().close();
    await visitor.page.context().close();
  });

  it('an admin publishes a new agreement version; a member who signed the last one must sign again', async () => {
    const t = messages('en_US', 'console');
    const en = messages('en_US');
    const admin = await openPage(browser);
    await logIn(admin.page, 'admin@demo.test', sectionUrl('agreements', 'en_US'));
    const title = field(admin.page, t['console.agreements.title']!);
    await title.getByLabel(/^简体中文/).fill('学院公约（第二版）');
    await title.locator('summary').click();
    await title.getByLabel('English', { exact: true }).fill('School convention, second edition');
    const body = field(admin.page, t['console.agreements.body']!);
    await body.getByLabel(/^简体中文/).fill('尊重他人。\n新增：按时提交作业。');
    await body.locator('summary').click();
    await body
      .getByLabel('English', { exact: true })
      .fill('<p>Respect others.</p><p>New: hand in your work on time.</p><script>alert(1)</script>');
    await admin.page.getByRole('button', { name: t['console.agreements.saveDraft'] }).click();
    await admin.page.getByText(t['console.saved']!).waitFor();
    await auditAtTop(admin, 'agreement draft saved');
    await admin.page
      .getByRole('button', { name: fill(t['console.agreements.publish']!, { version: 2 }) })
      .click();
    await admin.page
      .getByRole('button', { name: fill(t['console.agreements.publishConfirm']!, { version: 2 }) })
      .click();
    await admin.page.getByText(fill(t['console.agreements.published']!, { version: 2 })).waitFor();
    await admin.page.getByText(/Version 2: 学院公约（第二版）/).waitFor();
    await auditAtTop(admin, 'agreement published');
    await shot(admin.page, 'content-agreements-published-en_US-1440');

    // The teacher signed version 1 (seed): on the next page the dialog asks again, titled as an update.
    const member = await openPage(browser);
    await logIn(member.page, 'teacher@demo.test', `/portal/${DEMO.academy}?sxz-lang=en_US`);
    const dialog = member.page.getByRole('dialog', { name: en['agreement.titleUpdated'] });
    await dialog.waitFor();
    await dialog.getByTestId('agreement-body').getByText('New: hand in your work on time.').waitFor();
    assert.doesNotMatch(await dialog.getByTestId('agreement-body').innerHTML(), /script/);
    const changes = dialog.getByTestId('agreement-changes');
    await changes.getByText(fill(en['agreement.changesTitle']!, { version: 1 })).click();
    // The signed version's text went, the new one came: both shown, as text.
    const added = (await changes.locator('ins').allInnerTexts()).join(' ');
    assert.match(added, /New: hand in your work on time\./);
    assert.ok((await changes.locator('del').count()) > 0);
    assert.equal(await changes.locator('script, img').count(), 0);
    await member.audit('agreement dialog with what changed');
    await shot(member.page, 'agreement-updated-en_US-1440');

    await dialog.getByTestId('agreement-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await dialog.locator('button:enabled', { hasText: en['agreement.agree'] }).click({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached' });
    await member.page.reload();
    await member.page.locator('footer').waitFor();
    assert.equal(await member.page.getByRole('dialog').count(), 0);
    assert.deepEqual([...admin.problems, ...member.problems], []);
    await admin.page.context().close();
    await member.page.context().close();
  });
});
