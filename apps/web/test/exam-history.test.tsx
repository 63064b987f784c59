/**
 * Issue 24: the exam info page lists every finished attempt (not only the last), each linking to its result with
 * its percent and verdict — "waiting for grading" while essays are open — in the page's language.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AttemptHistory } from '@/features/exams/components/attempt-history.tsx';
import { Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const history = [
  {
    id: '71',
    number: 1,
    state: 'graded' as const,
    submittedAt: '2026-03-01T10:00:00.000Z',
    percent: 40,
    passed: false,
  },
  {
    id: '72',
    number: 2,
    state: 'submitted' as const,
    submittedAt: '2026-03-02T10:00:00.000Z',
    percent: 55,
    passed: null,
  },
  {
    id: '73',
    number: 3,
    state: 'graded' as const,
    submittedAt: '2026-03-03T10:00:00.000Z',
    percent: 90.4,
    passed: true,
  },
];

afterEach(cleanup);

function show(lang: 'en_US' | 'ar_SA') {
  const bootstrap = makeBootstrap(`/iexam/${SCHOOL_ID}/examInfo?examId=5&sxz-lang=${lang}`, { lang });
  render(
    <Providers bootstrap={bootstrap} packs={['learning']}>
      <AttemptHistory history={history} schoolId={SCHOOL_ID} />
    </Providers>,
  );
}

describe('exam attempt history', () => {
  it('lists every finished attempt with its result link, percent and verdict', () => {
    show('en_US');
    expect(screen.getByRole('heading', { name: 'Your attempts' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Attempt 1 40% · Not passed',
      'Attempt 2 55% · Waiting for grading',
      'Attempt 3 90% · Passed',
    ]);
    const link = screen.getByRole('link', { name: 'Attempt 2' });
    expect(link.getAttribute('href')).toContain(`/iexam/${SCHOOL_ID}/examResult?attemptId=72`);
  });

  it('speaks the page language (ar_SA)', () => {
    show('ar_SA');
    expect(screen.getByRole('heading', { name: 'محاولاتك' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'المحاولة 3' })).toBeTruthy();
    // The percent in the locale's own digits and sign (Intl), not a hard-coded "90%".
    expect(screen.getAllByRole('listitem')[2]!.textContent).toContain(
      new Intl.NumberFormat('ar-SA', { style: 'percent' }).format(0.9),
    );
  });
});
