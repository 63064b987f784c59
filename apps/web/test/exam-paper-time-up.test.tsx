/**
 * Issue 24 "time runs out while the page is open": when the page's timer reaches zero the paper locks (its fields
 * disabled, "Time is up" said as an alert), submits with `timeUp` — the server then records the deadline as the
 * submitter — and goes to the result page; a submit that fails (offline) still goes there (the result page says
 * the attempt is being closed).
 */
import 'fake-indexeddb/auto';
import type { Attempt } from '@portico/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExamPaper } from '@/features/exams/components/exam-paper.tsx';
import { nav } from '@/lib/navigation.ts';
import { envelope, Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const bootstrap = makeBootstrap(`/iexam/${SCHOOL_ID}/examContent?examId=9&sxz-lang=en_US`);
let attemptCount = 0;

const attempt = (): Attempt => ({
  id: `time-up-${++attemptCount}`,
  examId: '9',
  schoolId: SCHOOL_ID,
  title: 'Quick check',
  number: 1,
  state: 'in_progress',
  startedAt: new Date().toISOString(),
  deadlineAt: new Date(Date.now() + 1000).toISOString(),
  serverNow: new Date().toISOString(),
  remainingSeconds: 1,
  lastSeq: 0,
  questions: [
    {
      position: 1,
      kind: 'single',
      stem: '<p>Which planet?</p>',
      options: [
        { key: 'A', text: 'Earth' },
        { key: 'B', text: 'Mars' },
      ],
      points: 2,
      partialCredit: null,
      blankCount: 0,
    },
  ],
  answers: [],
});

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPaper(data: Attempt) {
  render(
    <Providers bootstrap={bootstrap} packs={['learning']}>
      <ExamPaper schoolId={SCHOOL_ID} attempt={data} resultHref="/result-page" onStale={() => {}} />
    </Providers>,
  );
}

const submitCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/submit'));

describe('the paper when the time runs out', () => {
  it('locks, submits for the deadline and goes to the result', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      envelope(200, {
        data: {
          attemptId: 'x',
          state: 'graded',
          submittedAt: new Date().toISOString(),
          submittedBy: 'deadline',
        },
      }),
    );
    const data = attempt();
    renderPaper(data);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(screen.getByRole('alert').textContent).toBe(
      'Time is up. Your answers are locked and being submitted.',
    );
    // The question's fieldset is disabled: none of its controls takes an answer any more.
    expect((screen.getByRole('group', { name: /Question 1/ }) as HTMLFieldSetElement).disabled).toBe(true);
    const [call] = submitCalls();
    expect(String(call?.[0])).toBe(`/api/exam/v1/${SCHOOL_ID}/attempts/${data.id}/submit`);
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ seq: 0, timeUp: true });
    expect(assign).toHaveBeenCalledWith('/result-page');
  });

  it('goes to the result even when the submit cannot be sent', async () => {
    const assign = vi.spyOn(nav, 'assign').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPaper(attempt());
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(submitCalls()).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/result-page');
  });
});
