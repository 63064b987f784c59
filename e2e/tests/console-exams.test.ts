/**
 * Issue 24 console sections in a real browser against the real server: an administrator writes an essay question,
 * imports a CSV with a bad row (every row's problem listed, nothing imported) and then a good one, a learner sits
 * an exam on that essay (through the API), and the administrator grades the answer from the queue, which empties.
 * Axe (WCAG 2.2 AA) in every state; the three sections at 390 px without horizontal overflow.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, openPage } from '../src/browser.ts';
import { DEMO } from '../src/demo.ts';
import { logInThroughForm } from '../src/login.ts';
import { messages } from '../src/messages.ts';
import { browser, server, serverAndBrowserPerFile } from '../src/suite.ts';

serverAndBrowserPerFile();

const school = DEMO.academy;
const consoleUrl = (section: string, lang = 'en_US') =>
  `/iadmin/${school}/management/${section}?sxz-lang=${lang}`;
const HEADER =
  'kind,category,difficulty,points,stem,A,B,C,D,E,F,G,H,I,J,key,partialCredit,caseSensitive,explanation';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'));

async function logIn(page: Page, account: string, back: string) {
  await page.goto(`${server.origin}/login/index?redirect=${encodeURIComponent(back)}&sxz-lang=en_US`);
  await logInThroughForm(page, account);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === back);
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const control = document.querySelector('main button, main input');
    return control !== null && Object.keys(control).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** A JSON call from the page (its cookies, its origin). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p as string, {
        method: m as string,
        headers: b === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, json: await response.json() };
    },
    [method, path, body] as const,
  );
  assert.equal(answer.status, 200, `${method} ${path}: ${JSON.stringify(answer.json)}`);
  return (answer.json as { data: T }).data;
}

describe('console: question bank, import and grading', () => {
  it('en_US: write an essay, import a bad then a good CSV, grade the learner’s answer', async () => {
    const t = messages('en_US', 'console');
    const { page, audit } = await openPage(browser);
    await logIn(page, 'admin@demo.test', consoleUrl('question-bank'));
    await page.getByRole('heading', { level: 2, name: t['console.section.questionBank'] }).waitFor();
    await hydrated(page);
    await audit('question bank');

    await page.getByRole('button', { name: t['console.exams.newQuestion'] }).click();
    const form = page.getByTestId('question-form');
    await form.getByLabel(t['console.exams.kind']!).selectOption('essay');
    await form.getByLabel(t['console.exams.category']!, { exact: true }).fill('Writing');
    await form.getByLabel(t['console.exams.points']!, { exact: true }).fill('10');
    await form.getByLabel(t['console.exams.stem']!, { exact: true }).fill('Explain gravity');
    await audit('question form essay');
    await form.getByRole('button', { name: t['console.save'] }).click();
    await page.getByText('Saved as version 1.').waitFor();

    const upload = page.getByTestId('question-import');
    const file = upload.getByLabel(t['console.exams.importFile']!);
    await file.setInputFiles({
      name: 'bank.csv',
      mimeType: 'text/csv',
      buffer: csv(
        'truefalse,Science,1,1,Ice floats,,,,,,,,,,,true,,,',
        'single,Science,9,1,Pick,x,y,,,,,,,,,C,,,',
      ),
    });
    await upload.getByRole('button', { name: t['console.exams.importRun'] }).click();
    await upload.getByTestId('import-errors').waitFor();
    // Audited from the top of the page: scrolled down, the console's sticky header covers part of a menu link.
    await page.evaluate(() => window.scrollTo(0, 0));
    const problems = await upload.getByTestId('import-errors').locator('tbody tr').allTextContents();
    assert.deepEqual(problems, [
      `3difficulty${t['console.exams.importCode.BAD_NUMBER']}`,
      `3key${t['console.exams.importCode.BAD_KEY']}`,
    ]);
    await audit('import refused');
    await file.setInputFiles({
      name: 'bank.csv',
      mimeType: 'text/csv',
      buffer: csv(
        'truefalse,Science,1,1,Ice floats,,,,,,,,,,,true,,,',
        'single,Science,2,1,Pick,x,y,,,,,,,,,B,,,',
      ),
    });
    await upload.getByRole('button', { name: t['console.exams.importRun'] }).click();
    await upload.getByText('2 questions imported.').waitFor();
    // Both rows are in the bank (the demo school's own 20 questions fill the list's first page).
    const imported = await call<{ records: { stem: string }[] }>(
      page,
      'GET',
      `/api/exam/v1/${school}/questions?category=Science`,
    );
    assert.deepEqual(imported.records.map((question) => question.stem).sort(), ['Ice floats', 'Pick']);

    // An exam on the essay, sat by a learner through the API.
    const bank = await call<{ records: { id: string; kind: string; stem: string }[] }>(
      page,
      'GET',
      `/api/exam/v1/${school}/questions?kind=essay`,
    );
    // The essay written above (the demo bank has essays of its own).
    const essay = bank.records.find((question) => question.stem === '<p>Explain gravity</p>')!;
    const exam = await call<{ id: string }>(page, 'POST', `/api/exam/v1/${school}/exams`, {
      title: 'Physics essay',
      description: '',
      opensAt: null,
      closesAt: null,
      timeLimitMinutes: null,
      attemptsAllowed: 1,
      passMark: 50,
      draw: { mode: 'fixed', questionIds: [essay.id] },
      shuffle: false,
      reviewPolicy: 'immediately',
      published: true,
    });
    const learner = await openPage(browser);
    await logIn(learner.page, 'learner@demo.test', '/?sxz-lang=en_US');
    const attempt = await call<{ id: string }>(
      learner.page,
      'POST',
      `/api/exam/v1/${school}/exams/${exam.id}/attempts`,
    );
    await call(learner.page, 'PUT', `/api/exam/v1/${school}/attempts/${attempt.id}/answers`, {
      seq: 1,
      answers: [{ position: 1, answer: { kind: 'essay', text: 'Things fall down.' } }],
    });
    await call(learner.page, 'POST', `/api/exam/v1/${school}/attempts/${attempt.id}/submit`, {});
    await learner.page.close();

    await page.goto(`${server.origin}${consoleUrl('grading')}`);
    const grade = page.getByTestId('grade-form');
    await grade.getByText('Things fall down.').waitFor();
    await hydrated(page);
    await audit('grading queue');
    await grade.getByLabel('Points (0 to 10)').fill('7');
    await grade.getByLabel(t['console.exams.feedback']!).fill('Mention mass.');
    await grade.getByRole('button', { name: t['console.exams.saveGrade'] }).click();
    await page.getByText(t['console.exams.queueEmpty']!).waitFor();
    await audit('grading queue empty');
    const queue = await call<{ records: unknown[]; total: number }>(
      page,
      'GET',
      `/api/exam/v1/${school}/grading`,
    );
    assert.deepEqual(queue, { records: [], total: 0 });
    await page.close();
  });

  it('ar_SA: the stem editor is right to left and keyboard-operable; bold is saved as HTML', async () => {
    const t = messages('ar_SA', 'console');
    const m = messages('ar_SA');
    const { page, audit } = await openPage(browser);
    await logIn(page, 'admin@demo.test', consoleUrl('question-bank', 'ar_SA'));
    await hydrated(page);
    await page.getByRole('button', { name: t['console.exams.newQuestion'] }).click();
    const form = page.getByTestId('question-form');
    const stem = form.getByRole('textbox', { name: t['console.exams.stem'], exact: true });
    await stem.click();
    await page.keyboard.type('الجاذبية');
    assert.equal(await stem.evaluate((node) => getComputedStyle(node).direction), 'rtl');
    // Select the word, then work Bold from the keyboard: it is a real button (focus, Enter), aria-pressed follows.
    await page.keyboard.press('ControlOrMeta+A');
    const toolbar = form.getByRole('toolbar', {
      name: m['richText.toolbar']!.replace('{{field}}', t['console.exams.stem']!),
    });
    const bold = toolbar.getByRole('button', { name: m['richText.bold'] });
    await bold.focus();
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: m['richText.bold'], pressed: true }).waitFor();
    assert.equal(await stem.locator('strong').textContent(), 'الجاذبية');
    await audit('question form, rich text, ar_SA');
    await form.getByLabel(t['console.exams.category']!, { exact: true }).fill('كتابة');
    await form.getByLabel(t['console.exams.kind']!).selectOption('essay');
    await form.getByRole('button', { name: t['console.save'] }).click();
    await form.waitFor({ state: 'detached' });
    const bank = await call<{ records: { stem: string }[] }>(
      page,
      'GET',
      `/api/exam/v1/${school}/questions?category=${encodeURIComponent('كتابة')}`,
    );
    assert.deepEqual(
      bank.records.map((question) => question.stem),
      ['<p><strong>الجاذبية</strong></p>'],
    );
    await page.close();
  });

  it('the three sections at 390 px: no horizontal overflow, axe clean', async () => {
    const t = messages('en_US', 'console');
    const { page, audit } = await openPage(browser, PHONE);
    await logIn(page, 'admin@demo.test', consoleUrl('question-bank'));
    for (const [section, heading] of [
      ['question-bank', 'console.section.questionBank'],
      ['exams', 'console.section.exams'],
      ['grading', 'console.section.grading'],
    ] as const) {
      if (section !== 'question-bank') await page.goto(`${server.origin}${consoleUrl(section)}`);
      await page.getByRole('heading', { level: 2, name: t[heading] }).waitFor();
      if (section === 'exams') {
        await hydrated(page);
        await page.getByRole('button', { name: t['console.exams.newExam'] }).click();
        await page.getByTestId('exam-form').waitFor();
      }
      if (section === 'grading') await page.getByText(t['console.exams.queueEmpty']!).waitFor();
      if (section === 'question-bank') await page.getByTestId('question-import').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${section}: horizontal overflow ${overflow}px`);
      await audit(`console ${section} 390`);
    }
    await page.close();
  });
});
