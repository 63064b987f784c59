/**
 * The console's exam sections (issue 24): the question form shows each kind's own fields and says every problem
 * before sending; editing says a new version is made; a refused import lists every row's problem in a table; the
 * exam form checks its window and draw; a grade outside 0..max is refused, a saved one is sent for that answer.
 */
import type { GradingItem, Question, QuestionList } from '@portico/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExamsSection from '@/features/console-exams/components/exams-section.tsx';
import GradingSection from '@/features/console-exams/components/grading-section.tsx';
import QuestionBankSection from '@/features/console-exams/components/question-bank-section.tsx';
import { envelope } from './client-helpers.tsx';
import { renderConsoleSection } from './console-helpers.tsx';
import { SCHOOL_ID } from './fixtures/bootstrap.ts';

const QUESTION: Question = {
  id: '5000000000000000001',
  version: 2,
  kind: 'multiple',
  category: 'Maths',
  difficulty: 2,
  stem: '<p>Which are <strong>primes</strong>?</p>',
  options: [
    { key: 'A', text: '2' },
    { key: 'B', text: '4' },
    { key: 'C', text: '5' },
  ],
  key: { kind: 'multiple', choices: ['A', 'C'], partialCredit: 'proportional' },
  explanation: '',
  points: 4,
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const LIST: QuestionList = {
  records: [QUESTION],
  total: 1,
  categories: [{ category: 'Maths', count: 1 }],
  page: 1,
  pageSize: 20,
};
const ESSAY: GradingItem = {
  attemptId: '6000000000000000001',
  position: 3,
  examId: '7000000000000000001',
  examTitle: 'Final',
  learnerName: 'Ada',
  stem: 'Explain gravity',
  answerText: 'Things fall.',
  points: 10,
  submittedAt: '2026-11-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
const method = (call: unknown[]) => (call[1] as RequestInit | undefined)?.method ?? 'GET';
const writes = () => fetchMock.mock.calls.filter((c) => method(c) !== 'GET');
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit).body)) as Record<string, unknown>;
const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
const ok = (data: unknown) => envelope(200, { code: 200, data });

/** Answers GETs from `reads` by path ending; writes answer `write` (or a saved question). */
function serve(
  reads: Record<string, unknown>,
  write: () => Response = () => ok({ ...QUESTION, version: 3 }),
) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') !== 'GET') return write();
    const path = String(url).split('?')[0]!;
    const hit = Object.entries(reads).find(([end]) => path.endsWith(end));
    return ok(hit ? hit[1] : null);
  });
}

beforeEach(() => {
  fetchMock = vi.fn(async () => ok(null));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openBank() {
  serve({ '/questions': LIST });
  renderConsoleSection('question-bank', QuestionBankSection, null);
  await screen.findByTestId('question-list');
}

describe('question bank', () => {
  it('lists the bank and shows each kind its own fields', async () => {
    await openBank();
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('1 question');
    const row = within(screen.getByTestId('question-list')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Which are primes?');
    expect(row.textContent).toContain('Multiple choice');
    fireEvent.click(screen.getByRole('button', { name: 'New question' }));
    const form = screen.getByTestId('question-form');
    const kind = within(form).getByLabelText('Kind');
    // Single choice: options with one right answer (radio buttons).
    expect(within(form).getAllByRole('radio', { name: /is right/ })).toHaveLength(2);
    fireEvent.change(kind, { target: { value: 'multiple' } });
    expect(within(form).getAllByRole('checkbox', { name: /is right/ })).toHaveLength(2);
    expect(within(form).getByLabelText('Partly right answers')).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'truefalse' } });
    expect(within(form).queryByTestId('choice-fields')).toBeNull();
    expect(within(form).getByRole('radio', { name: 'True' })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'blank' } });
    expect(within(form).getByLabelText('Blank 1')).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: 'Capitals count' })).toBeTruthy();
    fireEvent.change(kind, { target: { value: 'essay' } });
    expect(within(form).getByText(/graded by a lecturer or an administrator/)).toBeTruthy();
  });

  it('says every problem before sending, then sends the question body', async () => {
    await openBank();
    fireEvent.click(screen.getByRole('button', { name: 'New question' }));
    const form = screen.getByTestId('question-form');
    fireEvent.submit(form);
    expect(within(form).getByLabelText('Category').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('Question').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Give at least two options, none empty.')).toBeTruthy();
    expect(within(form).getByText('Mark the right answer (one for single choice).')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'Maths' } });
    // The stem is the shared rich-text editor: what is typed there arrives as HTML.
    within(form).getByRole('textbox', { name: 'Question' }).innerHTML = '<p>2 + 2 = <strong>?</strong></p>';
    await flush();
    fireEvent.change(within(form).getByLabelText('Option A'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Option B'), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'B is right' }));
    fireEvent.change(within(form).getByLabelText('Points'), { target: { value: '2.5' } });
    fireEvent.submit(form);
    await flush();
    const [post] = writes();
    expect(String(post?.[0])).toBe(`/api/exam/v1/${SCHOOL_ID}/questions`);
    expect(method(post!)).toBe('POST');
    expect(bodyOf(post)).toEqual({
      kind: 'single',
      category: 'Maths',
      difficulty: 1,
      stem: '<p>2 + 2 = <strong>?</strong></p>',
      options: [
        { key: 'A', text: '3' },
        { key: 'B', text: '4' },
      ],
      key: { kind: 'single', choice: 'B' },
      explanation: '',
      points: 2.5,
    });
    expect(screen.queryByTestId('question-form')).toBeNull();
  });

  it('editing says a new version is made, keeps the kind, and saves with PUT', async () => {
    await openBank();
    fireEvent.click(screen.getByRole('button', { name: /^Edit/ }));
    const form = screen.getByTestId('question-form');
    expect(within(form).getByTestId('version-note').textContent).toMatch(/version 3.*keep/);
    expect((within(form).getByLabelText('Kind') as HTMLSelectElement).disabled).toBe(true);
    expect((within(form).getByRole('checkbox', { name: 'C is right' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.submit(form);
    await flush();
    const [put] = writes();
    expect(method(put!)).toBe('PUT');
    expect(String(put?.[0])).toBe(`/api/exam/v1/${SCHOOL_ID}/questions/${QUESTION.id}`);
    expect(bodyOf(put).key).toEqual(QUESTION.key);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Saved as version 3.');
  });

  it('a refused import lists every row’s problem; a good one says how many went in', async () => {
    await openBank();
    const panel = screen.getByTestId('question-import');
    expect(
      within(panel)
        .getByRole('link', { name: /template \(\.csv\)/ })
        .getAttribute('href'),
    ).toBe(`/api/exam/v1/${SCHOOL_ID}/questions/template?format=csv`);
    fireEvent.submit(panel);
    expect(within(panel).getByLabelText('Spreadsheet file').getAttribute('aria-invalid')).toBe('true');
    const file = new File(['kind,category\n'], 'bank.csv', { type: 'text/csv' });
    fireEvent.change(within(panel).getByLabelText('Spreadsheet file'), { target: { files: [file] } });
    fetchMock.mockResolvedValueOnce(
      envelope(400, {
        code: 400,
        errorCode: 'QUESTION_IMPORT_INVALID',
        message: 'rows',
        details: {
          errors: [
            { row: 3, column: 'difficulty', code: 'BAD_NUMBER' },
            { row: 4, column: 'kind', code: 'UNKNOWN_KIND' },
          ],
        },
      }),
    );
    fireEvent.submit(panel);
    await flush();
    expect(within(panel).getByTestId('import-status').textContent).toBe(
      'Nothing was imported: 2 problems to fix.',
    );
    const rows = within(within(panel).getByTestId('import-errors')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3difficultyNot a number in range (difficulty 1–5, points 0.5–100).',
      '4kindNot a kind: single, multiple, truefalse, blank or essay.',
    ]);
    const sent = writes().at(-1)!;
    expect(String(sent[0])).toBe(`/api/exam/v1/${SCHOOL_ID}/questions/import`);
    expect(((sent[1] as RequestInit).body as FormData).get('file')).toBeInstanceOf(File);

    fetchMock.mockResolvedValueOnce(ok({ imported: 5 }));
    fireEvent.submit(panel);
    await flush();
    expect(within(panel).getByTestId('import-status').textContent).toBe('5 questions imported.');
    expect(within(panel).queryByTestId('import-errors')).toBeNull();
  });
});

describe('exams', () => {
  it('checks the window and the draw, then sends random rules', async () => {
    serve({ '/exams': { records: [], total: 0 }, '/questions': LIST }, () => ok({}));
    renderConsoleSection('exams', ExamsSection, null);
    await screen.findByRole('button', { name: 'New exam' });
    fireEvent.click(screen.getByRole('button', { name: 'New exam' }));
    const form = screen.getByTestId('exam-form');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Final' } });
    fireEvent.change(within(form).getByLabelText('Opens (empty: at once)'), {
      target: { value: '2026-12-02T10:00' },
    });
    fireEvent.change(within(form).getByLabelText('Closes (empty: never)'), {
      target: { value: '2026-12-01T10:00' },
    });
    fireEvent.submit(form);
    expect(within(form).getByText('The exam must close after it opens.')).toBeTruthy();
    expect(within(form).getByText('Pick at least one question.')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Closes (empty: never)'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('radio', { name: /^Random/ }));
    fireEvent.change(within(form).getByLabelText('Category of rule 1'), { target: { value: 'Maths' } });
    fireEvent.change(within(form).getByLabelText('Questions of rule 1'), { target: { value: '3' } });
    fireEvent.submit(form);
    await flush();
    const body = bodyOf(writes()[0]);
    expect(body.draw).toEqual({ mode: 'random', rules: [{ category: 'Maths', count: 3 }] });
    expect(body).toMatchObject({ title: 'Final', closesAt: null, timeLimitMinutes: null, passMark: 60 });
  });
});

describe('grading queue', () => {
  it('refuses points beyond the question’s, then grades the answer', async () => {
    serve({ '/grading': { records: [ESSAY], total: 1 } }, () => ok({}));
    renderConsoleSection('grading', GradingSection, null);
    await screen.findByTestId('grade-form');
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('1 answer waits.');
    const form = screen.getByTestId('grade-form');
    expect(within(form).getByText('Things fall.')).toBeTruthy();
    const points = within(form).getByLabelText('Points (0 to 10)');
    fireEvent.change(points, { target: { value: '11' } });
    fireEvent.submit(form);
    expect(points.getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toHaveLength(0);
    fireEvent.change(points, { target: { value: '7.5' } });
    fireEvent.change(within(form).getByLabelText('Feedback to the learner'), { target: { value: ' Good ' } });
    fireEvent.submit(form);
    await flush();
    const [put] = writes();
    expect(String(put?.[0])).toBe(`/api/exam/v1/${SCHOOL_ID}/grading/${ESSAY.attemptId}/3`);
    expect(bodyOf(put)).toEqual({ points: 7.5, feedback: 'Good' });
  });
});
