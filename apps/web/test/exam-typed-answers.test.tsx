/**
 * Issue 24, the typed-answer half of "nothing lost": text waiting for its pause in typing keeps the status at
 * "Saving…" even when the outbox drains meanwhile (a choice saved, the retry timer), and goes to the outbox at
 * once when the page is hidden — so a learner who closes the tab right after typing is never told "All answers
 * saved" about text the server does not have.
 */
import 'fake-indexeddb/auto';
import type { AnswerWrite, Attempt } from '@portico/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const received: AnswerWrite[] = [];
vi.mock('@/features/exams/api/save-answers.ts', () => ({
  saveAnswers: vi.fn(async (_school: string, _attempt: string, write: AnswerWrite) => {
    received.push(write);
    return { seq: write.seq, savedAt: new Date().toISOString(), remainingSeconds: 600 };
  }),
}));
const { useAnswerSync } = await import('@/features/exams/hooks/use-answer-sync.ts');

let attempts = 0;
function renderSync() {
  const attempt = { id: `typed-${++attempts}`, lastSeq: 0, answers: [] } as unknown as Attempt;
  return renderHook(() => useAnswerSync('school', attempt, { onStale: vi.fn(), onClosed: vi.fn() }));
}
const essayText = (write: AnswerWrite) =>
  write.answers.flatMap((item) => (item.answer.kind === 'essay' ? [item.answer.text] : []));

afterEach(() => {
  received.length = 0;
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('typed exam answers', () => {
  it('stays "saving" while typed text waits, though a choice saved meanwhile emptied the outbox', async () => {
    const { result } = renderSync();
    act(() => result.current.answer(2, { kind: 'essay', text: 'Gravity pulls' }));
    act(() => result.current.answer(1, { kind: 'single', choice: 'A' }));
    await waitFor(() => expect(received).toHaveLength(1));
    // The choice reached the server; the essay has not, so the page must not claim everything is saved.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.status).toBe('saving');
    await waitFor(() => expect(result.current.status).toBe('saved'), { timeout: 4000 });
    expect(received.flatMap(essayText)).toEqual(['Gravity pulls']);
  });

  it('sends typed text at once when the page is hidden, without waiting for the pause', async () => {
    const { result } = renderSync();
    await waitFor(() => expect(result.current.status).toBe('saved'));
    act(() => result.current.answer(3, { kind: 'essay', text: 'Closing the tab now' }));
    expect(result.current.status).toBe('saving');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(received.flatMap(essayText)).toEqual(['Closing the tab now']), {
      timeout: 1000,
    });
  });
});
