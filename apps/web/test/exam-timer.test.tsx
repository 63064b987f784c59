/**
 * Issue 24: the exam timer counts down from the server's remaining seconds with performance.now() (the computer's
 * clock does not matter) and speaks to screen readers only at 10, 5 and 1 minutes left — not every second.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExamTimer } from '@/features/exams/components/exam-timer.tsx';
import { clockText, crossedMark, secondsLeft } from '@/features/exams/lib/countdown.ts';
import { Providers } from './client-helpers.tsx';
import { makeBootstrap, SCHOOL_ID } from './fixtures/bootstrap.ts';

const bootstrap = makeBootstrap(`/iexam/${SCHOOL_ID}/examContent?examId=1&sxz-lang=en_US`);

describe('countdown arithmetic', () => {
  it('counts whole seconds down from the server figure and stops at zero', () => {
    expect(secondsLeft(600, 0)).toBe(600);
    expect(secondsLeft(600, 999)).toBe(600);
    expect(secondsLeft(600, 1000)).toBe(599);
    expect(secondsLeft(5, 60_000)).toBe(0);
  });

  it('names a minute mark only when the count reaches it', () => {
    expect(crossedMark(601, 600)).toBe(10);
    expect(crossedMark(600, 599)).toBeNull();
    expect(crossedMark(301, 300)).toBe(5);
    expect(crossedMark(61, 59)).toBe(1);
    expect(crossedMark(900, 899)).toBeNull();
    // A page opened with 4 minutes left announces neither 10 nor 5 (it starts below them).
    expect(crossedMark(240, 239)).toBeNull();
  });

  it('shows minutes and seconds, and hours when there are any', () => {
    expect(clockText(65)).toBe('01:05');
    expect(clockText(3725)).toBe('1:02:05');
  });
});

describe('ExamTimer', () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const advance = async (ms: number) => {
    for (let step = 0; step < ms; step += 1000) {
      now += 1000;
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
  };

  it('announces politely at 10, 5 and 1 minutes left only, and calls time up at zero', async () => {
    const onTimeUp = vi.fn();
    // The computer's wall clock is far off: the countdown must not care.
    vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
    render(
      <Providers bootstrap={bootstrap} packs={['learning']}>
        <ExamTimer remainingSeconds={10 * 60 + 3} onTimeUp={onTimeUp} />
      </Providers>,
    );
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('');
    await advance(2000);
    expect(live.textContent).toBe('');
    await advance(1000);
    expect(live.textContent).toBe('10 minutes left');
    await advance(60_000);
    // Nothing new is said between the marks (the same text stays; screen readers do not repeat it).
    expect(live.textContent).toBe('10 minutes left');
    await advance(4 * 60_000);
    expect(live.textContent).toBe('5 minutes left');
    await advance(4 * 60_000);
    expect(live.textContent).toBe('1 minute left');
    expect(screen.getByText('01:00')).toBeTruthy();
    expect(onTimeUp).not.toHaveBeenCalled();
    await advance(60_000);
    expect(onTimeUp).toHaveBeenCalledOnce();
    expect(screen.getByText('00:00')).toBeTruthy();
  });
});
