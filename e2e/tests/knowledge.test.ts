/**
 * Issue 27 item 1 in a real browser against the real server. The Demo Academy has content review on: the demo
 * teacher writes a knowledge article in Chinese in the creation center's knowledge tab and submits it, the admin
 * approves it, a visitor finds it on knowledgePortal.htm, reads it on knowledgeDetail.htm and finds it with the
 * list's text filter and in the school's search by a Chinese word on the next request. In the libraries tab the
 * admin creates a library only staff may download from, is told why a text file named .pdf is refused, uploads
 * the demo handout, and meets the 409 of a stale permission save; a learner sees the files and the note saying who
 * may open them (the file route answers 403 KNOWLEDGE_DOWNLOAD_FORBIDDEN), the teacher previews the PDF in pdf.js
 * and downloads it. A Word document made in the test is converted by LibreOffice and previewed as PDF. A 390 px
 * phone pass in Arabic. axe on every state.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage, type WatchedPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { hydrated } from '../src/hydrated.ts';
import { DEMO_HANDOUT, tinyDocx } from '../src/media-files.ts';
import { searchFor } from '../src/search.ts';
import { ACCOUNTS, logInAs } from '../src/user-panel.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const SCHOOL = DEMO.academy;
const RUN = Date.now() % 100_000;
const ARTICLE = `远程团队协作经验 ${RUN}`;
const LIBRARY = `policies-${RUN}`;
const STAFF_ONLY = 'Lecturers and administrators only';

const centerUrl = (tab: string, lang = 'en_US', query = '') =>
  `${server.origin}/iadmin/${SCHOOL}/create-center/?sxz-lang=${lang}&tab=${tab}${query}`;
const knowledgeUrl = (page: string, query = '', lang = 'en_US') =>
  `${server.origin}/knowledge/${page}?schoolId=${SCHOOL}&sxz-lang=${lang}${query}`;
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** Whether LibreOffice is installed here (CI installs it with scripts/ensure-office-converter.sh). */
function hasSoffice(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v soffice'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function as(account: string, device?: typeof PHONE): Promise<WatchedPage> {
  const watched = await openPage(browser, device ?? {});
  await logInAs(watched.page, server.origin, account);
  return watched;
}

/** Opens the libraries tab on our library (created by the library case). */
async function openLibrary(page: Page, title: string): Promise<void> {
  await page.goto(centerUrl('libraries'));
  await (await hydrated(page.getByRole('button', { name: title, exact: true }))).click();
  await page.getByRole('heading', { name: 'Library details' }).waitFor();
}

let libId = '';
/** The library case's admin and teacher pages, which the conversion case goes on with (no second log-in). */
let libraryAdmin: WatchedPage | null = null;
let libraryTeacher: WatchedPage | null = null;

describe('knowledge portal and document libraries', () => {
  it('an author writes a Chinese article, the admin approves it, a visitor reads and finds it', async () => {
    const author = await as(ACCOUNTS.teacher);
    const { page } = author;
    await page.goto(centerUrl('knowledge'));
    await page.getByRole('heading', { name: 'My knowledge articles' }).waitFor();
    await page.getByText('Content review is on').first().waitFor();
    assert.equal(
      await page
        .getByRole('navigation', { name: 'Creation center sections' })
        .getByRole('link', { name: 'Knowledge articles' })
        .getAttribute('aria-current'),
      'page',
    );
    await author.audit('knowledge tab');

    await (await hydrated(page.getByRole('button', { name: 'New article' }))).click();
    await page.getByRole('group', { name: 'Title' }).getByRole('textbox').first().fill(ARTICLE);
    const body = page.getByRole('textbox', { name: 'Article', exact: true });
    await body.click();
    await body.pressSequentially('每天站会十分钟，文档写在共享空间。');
    // The English text of the same article (a body per language).
    await page.getByRole('combobox', { name: 'Language of the text' }).selectOption({ label: 'English' });
    const english = page.getByRole('textbox', { name: 'Article', exact: true });
    await english.click();
    await english.pressSequentially('A ten-minute stand-up every day.');
    await page.getByRole('textbox', { name: 'Tags' }).fill('协作, 远程');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await status(page, 'Draft saved.').waitFor();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await status(page, 'Submitted for review.').waitFor();
    await author.audit('article submitted');

    // In review: nowhere for readers yet.
    const reader = await openPage(browser);
    await reader.page.goto(knowledgeUrl('knowledgeList.htm', `&keyword=${encodeURIComponent('协作经验')}`));
    await reader.page.getByRole('search', { name: 'Filter the knowledge base' }).waitFor();
    assert.equal(await reader.page.getByRole('link', { name: ARTICLE }).count(), 0);

    const admin = await as(ACCOUNTS.admin);
    await admin.page.goto(centerUrl('knowledge'));
    const queue = admin.page.getByRole('region', { name: 'Waiting for review' });
    await (await hydrated(queue.getByRole('button', { name: ARTICLE }))).click();
    await admin.page.getByRole('button', { name: 'Approve and publish' }).click();
    await status(admin.page, 'Approved and published.').waitFor();
    await admin.audit('article approved');

    // The next request shows it: the portal, the article, the list's text filter and the school's search.
    await reader.page.goto(knowledgeUrl('knowledgePortal.htm'));
    const latest = reader.page.getByRole('region', { name: 'Latest articles' });
    await latest.getByRole('link', { name: ARTICLE }).waitFor();
    await reader.audit('portal with the article');
    await latest.getByRole('link', { name: ARTICLE }).click();
    await reader.page.waitForURL(/knowledgeDetail\.htm/);
    await reader.page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    await reader.page.getByText('A ten-minute stand-up every day.').waitFor();
    await reader.audit('article page');
    const zh = new URL(reader.page.url());
    zh.searchParams.set('sxz-lang', 'zh_CN');
    await reader.page.goto(zh.toString());
    await reader.page.getByText('每天站会十分钟').waitFor();
    assert.equal(await reader.page.getByText('A ten-minute stand-up every day.').count(), 0);

    await reader.page.goto(knowledgeUrl('knowledgeList.htm'));
    const filter = reader.page.getByRole('search', { name: 'Filter the knowledge base' });
    await filter.getByRole('searchbox', { name: 'Text' }).fill('协作经验');
    await filter.getByRole('button', { name: 'Filter' }).click();
    await reader.page.waitForURL((url) => url.searchParams.get('keyword') === '协作经验');
    await reader.page.getByRole('link', { name: ARTICLE }).waitFor();
    await reader.audit('list filtered by a Chinese word');
    // A two-character word (below the trigram index's reach) too.
    await reader.page.goto(knowledgeUrl('knowledgeList.htm', `&keyword=${encodeURIComponent('站会')}`));
    await reader.page.getByRole('link', { name: ARTICLE }).waitFor();
    // The school's search (the header's box) lists it among the knowledge hits of its first page.
    await searchFor(reader.page, '协作经验');
    await reader.page
      .getByRole('region', { name: 'From the knowledge portal' })
      .getByRole('link', { name: ARTICLE })
      .waitFor();
    await reader.audit('school search with the article');

    for (const watched of [author, admin, reader]) assert.deepEqual(watched.problems, []);
  });

  it('an admin fills a staff-only library; a learner is refused the files, a lecturer previews and downloads', async () => {
    const admin = await as(ACCOUNTS.admin);
    const { page } = admin;
    await page.goto(centerUrl('libraries'));
    await page.getByRole('heading', { name: 'Libraries of this school' }).waitFor();
    await admin.audit('libraries tab');

    // The form says what is missing before asking the server.
    await (await hydrated(page.getByRole('button', { name: 'Create library' }))).click();
    await page.getByText('Enter a name for the library.').waitFor();
    await admin.audit('create form errors');
    await page.getByRole('textbox', { name: 'Name in links' }).fill(LIBRARY);
    await page.getByRole('group', { name: 'Title' }).getByRole('textbox').first().fill(`制度文件 ${RUN}`);
    await page.getByRole('textbox', { name: 'Description' }).fill('Policies for lecturers.');
    await page.getByRole('combobox', { name: 'Who may preview and download the files' }).selectOption({
      label: STAFF_ONLY,
    });
    await page.getByRole('button', { name: 'Create library' }).click();
    await page.getByRole('heading', { name: 'Library details' }).waitFor();
    libId = new URL(page.url()).searchParams.get('libId') ?? '';
    assert.match(libId, /^\d{19}$/);
    await admin.audit('library open');

    // Type by content: a text file named .pdf is refused with the library's formats.
    const file = page.getByLabel('File for this library', { exact: true });
    await file.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'This file is not a PDF, an Office document or an image' })
      .waitFor();
    await admin.audit('type refused');

    await page.getByRole('textbox', { name: 'Folder (optional)' }).fill('Handouts');
    await file.setInputFiles({ name: 'handout.pdf', mimeType: 'application/pdf', buffer: DEMO_HANDOUT() });
    await status(page, 'handout.pdf was added to the library.').waitFor();
    const row = page.getByTestId('library-file').filter({ hasText: 'handout' });
    await row.getByText('PDF preview ready').waitFor();
    await page.getByRole('heading', { name: 'Handouts' }).waitFor();
    await admin.audit('pdf added');
    // A Word document into the root: LibreOffice converts it while the steps below run (checked by the next case).
    await page.getByRole('textbox', { name: 'Folder (optional)' }).fill('');
    await file.setInputFiles({
      name: 'plan.docx',
      mimeType: 'application/octet-stream',
      buffer: tinyDocx('入职计划'),
    });
    await status(page, 'plan.docx was added to the library.').waitFor();
    await page.getByTestId('library-file').filter({ hasText: 'plan' }).getByText('Word document').waitFor();

    // A second tab still holds version 1: its save is refused with the conflict message, then it reloads.
    const second = await as(ACCOUNTS.admin);
    await openLibrary(second.page, `制度文件 ${RUN}`);
    // The first tab changes the library's description (its details are saved together, at the version read).
    await page.getByRole('textbox', { name: 'Description' }).fill(`Rules for new staff ${RUN}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await status(page, 'Library saved.').waitFor();
    await second.page.getByRole('button', { name: 'Save', exact: true }).click();
    await second.page.getByRole('alert').filter({ hasText: 'Someone else saved' }).waitFor();
    await second.audit('stale permission');
    await second.page.getByRole('button', { name: 'Load the latest version' }).click();
    await second.page.getByRole('button', { name: 'Save', exact: true }).click();
    await status(second.page, 'Library saved.').waitFor();

    // A learner sees the file and who may open it; no preview or download, and the file route refuses.
    const learner = await as(ACCOUNTS.learner);
    await learner.page.goto(knowledgeUrl('knowledgeDetail.htm', `&libId=${libId}`));
    await learner.page.getByText('handout.pdf').waitFor();
    await learner.page.getByText(`Rules for new staff ${RUN}`).waitFor();
    await learner.page
      .getByRole('note')
      .filter({ hasText: 'Only lecturers and administrators of this school may preview and download' })
      .waitFor();
    assert.equal(await learner.page.getByRole('link', { name: 'Download' }).count(), 0);
    assert.equal(await learner.page.getByRole('button', { name: 'Preview' }).count(), 0);
    await learner.audit('learner refused');
    const detail = (await (
      await learner.page
        .context()
        .request.get(`${server.origin}/api/knowledge/v1/${SCHOOL}/libraries/${libId}`)
    ).json()) as { data: { documents: Array<{ documentId: string }> } };
    const documentId = detail.data.documents[0]!.documentId;
    const fileUrl = `/api/knowledge/v1/${SCHOOL}/libraries/${libId}/documents/${documentId}/file`;
    const refused = await learner.page.context().request.get(`${server.origin}${fileUrl}`);
    assert.equal(refused.status(), 403);
    assert.equal(((await refused.json()) as { errorCode: string }).errorCode, 'KNOWLEDGE_DOWNLOAD_FORBIDDEN');

    // The teacher (a lecturer) previews it in pdf.js and downloads it.
    const teacher = await as(ACCOUNTS.teacher);
    await teacher.page.goto(knowledgeUrl('knowledgeDetail.htm', `&libId=${libId}`));
    const handout = teacher.page.getByRole('listitem').filter({ hasText: 'handout.pdf' });
    await (await hydrated(handout.getByRole('button', { name: 'Preview' }))).click();
    await teacher.page.getByTestId('pdf-page').filter({ hasText: 'Page 1 of 3' }).waitFor();
    await teacher.audit('lecturer preview');
    const [download] = await Promise.all([
      teacher.page.waitForEvent('download'),
      handout.getByRole('link', { name: 'Download' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'handout.pdf');

    // The one refusal the test asked for: the text file's upload (415 MEDIA_TYPE_REFUSED).
    assert.deepEqual(
      admin.problems.filter((line) => !/^415 .*\/api\/media\/v1\/.*\/uploads\//.test(line)),
      [],
    );
    // And the stale save's 409 EDIT_CONFLICT.
    assert.deepEqual(
      second.problems.filter((line) => !/^409 .*\/api\/knowledge\/v1\/.*\/libraries\/\d+$/.test(line)),
      [],
    );
    for (const watched of [learner, teacher]) assert.deepEqual(watched.problems, []);
    libraryAdmin = admin;
    libraryTeacher = teacher;
  });

  it('converts a Word document to PDF and shows it in pdf.js', async (t) => {
    if (!hasSoffice()) {
      t.skip('soffice (LibreOffice) is not on PATH: scripts/ensure-office-converter.sh installs it');
      return;
    }
    assert.ok(libraryAdmin && libraryTeacher, 'the library case ran first and uploaded plan.docx');
    const admin = libraryAdmin;
    const teacher = libraryTeacher;
    const { page } = admin;
    const row = page.getByTestId('library-file').filter({ hasText: 'plan' });
    // Strict: the converter is installed here, so the document must end up as a PDF (never download-only). The
    // tab asks the server again while a document is converting.
    await row.getByText('PDF preview ready').waitFor({ timeout: 60_000 });
    await admin.audit('word converted');

    await teacher.page.reload();
    const item = teacher.page.getByRole('listitem').filter({ hasText: 'plan' });
    await (await hydrated(item.getByRole('button', { name: 'Preview' }))).click();
    await teacher.page.getByTestId('pdf-page').filter({ hasText: 'Page 1 of 1' }).waitFor();
    await teacher.audit('word previewed as pdf');

    // Removing a file takes it off the library (and the portal's page).
    await page.getByRole('button', { name: 'Remove plan.docx' }).click();
    await status(page, 'plan.docx was removed from the library.').waitFor();
    assert.equal(await page.getByTestId('library-file').filter({ hasText: 'plan' }).count(), 0);
    await teacher.page.reload();
    await teacher.page.getByText('handout.pdf').waitFor();
    assert.equal(await teacher.page.getByText('plan.docx').count(), 0);
    assert.deepEqual(
      admin.problems.filter((line) => !/^415 .*\/api\/media\/v1\/.*\/uploads\//.test(line)),
      [],
    );
    assert.deepEqual(teacher.problems, []);
  });

  it('works at phone width in Arabic (right to left) for the library manager and the library page', async () => {
    const admin = await as(ACCOUNTS.admin, PHONE);
    const { page } = admin;
    await page.goto(centerUrl('libraries', 'ar_SA'));
    await page.getByRole('heading', { name: 'مكتبات هذه المدرسة' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await admin.audit('phone libraries tab, Arabic');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok((await overflow()) <= 1, 'no sideways scrolling at 390 px');
    if (libId) {
      await page.goto(centerUrl('libraries', 'ar_SA', `&libId=${libId}`));
      await page.getByRole('heading', { name: 'تفاصيل المكتبة' }).waitFor();
      await admin.audit('phone library, Arabic');
      assert.ok((await overflow()) <= 1, 'no sideways scrolling at 390 px (library)');
      // Keyboard: the permission select and its save button are reachable and work from the keyboard.
      await page.getByRole('combobox', { name: 'من يمكنه معاينة الملفات وتنزيلها' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await status(page, 'تم حفظ المكتبة.').waitFor();
    }
    const learner = await as(ACCOUNTS.learner, PHONE);
    await learner.page.goto(knowledgeUrl('knowledgePortal.htm', '', 'ar_SA'));
    await learner.page.getByRole('region', { name: 'مكتبات المستندات' }).waitFor();
    await learner.audit('phone portal, Arabic');
    for (const watched of [admin, learner]) assert.deepEqual(watched.problems, []);
  });
});
