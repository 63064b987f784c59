/**
 * Issue 24: the content page's saving. Answers show at once (local state); choices are written immediately, text
 * after EXAM_RULES.TEXT_SAVE_DEBOUNCE_MS of quiet; every write goes through the IndexedDB outbox (answer-sync.ts).
 * On load, writes still waiting from before a reload are shown over the server's answers and replayed first.
 * Text still waiting for its pause keeps the status at "Saving…" (an empty outbox is not "all saved" then), and
 * goes to the outbox at once when the page is hidden or left, so closing the tab mid-word loses nothing.
 */
import type { Attempt } from '@portico/contracts';
import { EXAM_RULES, type AnswerValue } from '@portico/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveAnswers } from '../api/save-answers.ts';
import { createAnswerSync, type AnswerSync, type SaveStatus } from '../lib/answer-sync.ts';
import { openOutbox } from '../lib/outbox.ts';

export type AnswerMap = Record<number, AnswerValue>;

/** How often a write that failed for want of a connection is tried again (besides the `online` event). */
const RETRY_MS = 5000;

type TypedTimers = Map<number, { timer: ReturnType<typeof setTimeout>; value: AnswerValue }>;

/** Typed text still waiting for its pause, taken off its timers to be written now. */
function takeTyped(timers: TypedTimers): Array<{ position: number; answer: AnswerValue }> {
  const typed = [...timers].map(([position, { timer, value }]) => {
    clearTimeout(timer);
    return { position, answer: value };
  });
  timers.clear();
  return typed;
}

interface Handlers {
  onStale: () => void;
  onClosed: () => void;
}

export function useAnswerSync(schoolId: string, attempt: Attempt, handlers: Handlers) {
  const [answers, setAnswers] = useState<AnswerMap>(() =>
    Object.fromEntries(attempt.answers.map((saved) => [saved.position, saved.answer as AnswerValue])),
  );
  const [status, setStatus] = useState<SaveStatus>('idle');
  const syncRef = useRef<Promise<AnswerSync> | null>(null);
  const timers = useRef<TypedTimers>(new Map());
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    let live = true;
    const ready = openOutbox().then(async (outbox) => {
      const waiting = await outbox.pending(attempt.id);
      const unsent = waiting.filter((entry) => entry.seq > attempt.lastSeq);
      if (live && unsent.length > 0) {
        setAnswers((current) => {
          const next = { ...current };
          for (const entry of unsent) for (const item of entry.answers) next[item.position] = item.answer;
          return next;
        });
      }
      return createAnswerSync({
        attemptId: attempt.id,
        lastSeq: attempt.lastSeq,
        outbox,
        send: (write) => saveAnswers(schoolId, attempt.id, write),
        // The outbox drained, but typed text still waiting for its pause is not saved yet.
        onStatus: (next) => live && setStatus(next === 'saved' && timers.current.size > 0 ? 'saving' : next),
        onStale: () => live && handlersRef.current.onStale(),
        onClosed: () => live && handlersRef.current.onClosed(),
      });
    });
    syncRef.current = ready;
    void ready.then((sync) => sync.flush());
    const retry = () => void ready.then((sync) => sync.flush());
    window.addEventListener('online', retry);
    const interval = setInterval(retry, RETRY_MS);
    const pendingTimers = timers.current;
    // Hidden or left: typed text goes to the outbox now (replayed on the next load should the send not finish).
    const sendTyped = () => {
      const typed = takeTyped(pendingTimers);
      if (typed.length > 0) void ready.then((sync) => sync.write(typed));
    };
    const onVisibility = () => document.visibilityState === 'hidden' && sendTyped();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', sendTyped);
    return () => {
      live = false;
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', sendTyped);
      clearInterval(interval);
      for (const { timer } of pendingTimers.values()) clearTimeout(timer);
      pendingTimers.clear();
    };
  }, [schoolId, attempt.id, attempt.lastSeq]);

  const send = useCallback((position: number, answer: AnswerValue) => {
    timers.current.delete(position);
    void syncRef.current?.then((sync) => sync.write([{ position, answer }]));
  }, []);

  /** Records an answer; text kinds wait for a pause in typing, choices are sent now. */
  const answer = useCallback(
    (position: number, value: AnswerValue) => {
      setAnswers((current) => ({ ...current, [position]: value }));
      const earlier = timers.current.get(position);
      if (earlier) clearTimeout(earlier.timer);
      if (value.kind === 'blank' || value.kind === 'essay') {
        setStatus('saving');
        const timer = setTimeout(() => send(position, value), EXAM_RULES.TEXT_SAVE_DEBOUNCE_MS);
        timers.current.set(position, { timer, value });
      } else send(position, value);
    },
    [send],
  );

  /** Sends typed text still waiting for its pause and everything in the outbox (before submitting). */
  const flushAll = useCallback(async (): Promise<number> => {
    const sync = await syncRef.current;
    if (!sync) return attempt.lastSeq;
    const typed = takeTyped(timers.current);
    if (typed.length > 0) await sync.write(typed);
    await sync.flush();
    return sync.lastSeq();
  }, [attempt.lastSeq]);

  return { answers, status, answer, flushAll };
}
