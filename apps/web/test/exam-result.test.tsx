/**
 * Issue 24: the result page shows score, percent, pass/fail or "waiting for grading", who submitted, and the
 * per-question review with the correct answer and explanation when the result carries them — otherwise the review
 * policy in words (after_close: when the review opens; never: that it does not).
 */
import type { AttemptResult } from '@portico/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExamResult from '@/features/exams/components/exam-result.tsx';
import { Providers, envelope } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const bootstrap = makeBootstrap(`/iexam/${SCHOOL_ID}/examResult?attemptId=7&sxz-lang=en_US`);

const question = {
  position: 1,
  kind: 'single' as const,
  stem: '<p>Capital of France?</p>',
  options: [
    { key: 'A', text: 'Paris' },
    { key: 'B', text: 'Lyon' },
  ],
  points: 2,
  partialCredit: null,
  blankCount: 0,
  answer: { kind: 'single' as const, choice: 'B' },
  awarded: 0,
  key: { kind: 'single' as const, choice: 'A' },
  explanation: '<p>Paris since 987.</p>',
  correct: false,
  feedback: null,
};

const result = (over: Partial<AttemptResult> = {}): AttemptResult => ({
  attemptId: '7',
  examId: '42',
  title: 'France quiz',
  number: 1,
  state: 'graded',
  submittedAt: '2026-03-01T10:00:00.000Z',
  submittedBy: 'learner',
  score: 4,
  maxScore: 6,
  percent: 66.7,
  passMark: 60,
  passed: true,
  pendingGrading: 0,
  reviewPolicy: 'immediately',
  reviewOpensAt: null,
  questions: [question],
  ...over,
});

let answer: AttemptResult;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope(200, { code: 200, data: answer })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <Providers bootstrap={bootstrap} packs={['learning']}>
      <ExamResult schoolId={SCHOOL_ID} attemptId="7" lang="en_US" />
    </Providers>,
  );
}

describe('exam result', () => {
  it('review allowed: score, pass, who submitted, the learner answer, the key and the explanation', async () => {
    answer = result();
    show();
    await screen.findByText('4 of 6 points');
    expect(screen.getByText('66.7% (pass mark 60%)')).toBeTruthy();
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByText(/^By you/)).toBeTruthy();
    expect(screen.getByText('Wrong', { exact: false })).toBeTruthy();
    const review = screen.getByRole('heading', { name: 'Your answers' }).parentElement!;
    expect(review.textContent).toContain('Your answerB');
    expect(review.textContent).toContain('Correct answerA');
    expect(review.textContent).toContain('Paris since 987.');
  });

  it('after_close: no review yet, and the page says when it opens; the deadline submitted it', async () => {
    answer = result({
      reviewPolicy: 'after_close',
      reviewOpensAt: '2026-04-01T12:00:00.000Z',
      submittedBy: 'deadline',
      questions: [],
    });
    show();
    await screen.findByText(/Answers and explanations open when the exam closes, on Apr 1, 2026/);
    expect(screen.getByText(/^When the time ran out/)).toBeTruthy();
    expect(screen.queryByText('Correct answer')).toBeNull();
  });

  it('never: says the exam shows no answers; essays waiting leave pass/fail open', async () => {
    answer = result({ reviewPolicy: 'never', questions: [], passed: null, pendingGrading: 2 });
    show();
    await screen.findByText('This exam does not show answers or explanations; your score is above.');
    expect(
      screen.getByText('Waiting for grading: 2 essays are still to be graded by a lecturer.'),
    ).toBeTruthy();
    expect(screen.queryByText('Passed')).toBeNull();
  });
});
