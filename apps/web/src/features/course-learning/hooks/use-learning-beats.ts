/**
 * The learning heartbeat of one viewing (issue 23 items 4 and 9): a beat when the resource opens, then at most
 * every HEARTBEAT_INTERVAL_S while something changed, at once on a milestone (a page shown, the end reached, a
 * pause), and a beacon on `pagehide`. Active seconds grow while the tab is visible and the learner is
 * playing or has interacted in the last two minutes; the server caps them by wall time anyway.
 */
import { LEARNING_RULES, normalizeRanges, type PlayedRange } from '@portico/core';
import type { LearningBeat, LearningBeatResult } from '@portico/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { beaconBeat, sendBeat } from '../api/learning-beats.ts';

const IDLE_AFTER_MS = 120_000;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface BeatReport {
  position?: number;
  played?: readonly PlayedRange[];
  page?: number;
  reachedEnd?: boolean;
  playing?: boolean;
  /** An application that opens elsewhere was opened, and then marked done (core isApplicationComplete). */
  launched?: boolean;
  markedDone?: boolean;
}

function newViewingKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `v-${random}`;
}

export function useLearningBeats(input: { schoolId: string; courseId: string; resourceId: string }) {
  const { schoolId, courseId, resourceId } = input;
  const state = useRef({
    /** Drawn when the viewing starts (in the effect: render stays pure). */
    key: '',
    seq: 0,
    active: 0,
    played: [] as PlayedRange[],
    position: undefined as number | undefined,
    page: undefined as number | undefined,
    reachedEnd: false,
    launched: false,
    markedDone: false,
    playing: false,
    lastInput: 0,
    dirty: true,
    inFlight: false,
    /** A milestone came while a beat was on its way: send again as soon as it answers. */
    again: false,
  });
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [result, setResult] = useState<LearningBeatResult | null>(null);

  const beatBody = useCallback((): LearningBeat => {
    const s = state.current;
    return {
      courseId,
      resourceId,
      viewingKey: s.key,
      seq: s.seq,
      activeSeconds: Math.floor(s.active),
      ...(s.position === undefined ? {} : { position: Math.round(s.position * 10) / 10 }),
      ...(s.played.length ? { played: s.played.map(([a, b]) => [a, b] as [number, number]) } : {}),
      ...(s.page === undefined ? {} : { page: s.page }),
      ...(s.reachedEnd ? { reachedEnd: true } : {}),
      ...(s.launched ? { launched: true } : {}),
      ...(s.markedDone ? { markedDone: true } : {}),
    };
  }, [courseId, resourceId]);

  const flushAgain = useRef<() => void>(() => undefined);
  const flush = useCallback(() => {
    const s = state.current;
    if (s.inFlight) {
      s.again = true;
      return;
    }
    if (!s.dirty) return;
    s.inFlight = true;
    s.dirty = false;
    setSaveState('saving');
    sendBeat(schoolId, beatBody())
      .then((answer) => {
        setResult(answer);
        setSaveState('saved');
      })
      .catch(() => {
        // Nothing is lost: the next beat carries everything this one did.
        s.dirty = true;
        setSaveState('failed');
      })
      .finally(() => {
        s.inFlight = false;
        s.seq += 1;
        if (s.again) {
          s.again = false;
          flushAgain.current();
        }
      });
  }, [beatBody, schoolId]);
  useEffect(() => {
    flushAgain.current = flush;
  }, [flush]);

  const report = useCallback(
    (next: BeatReport) => {
      const s = state.current;
      if (next.position !== undefined) s.position = next.position;
      if (next.played) s.played = normalizeRanges(next.played, Number.MAX_SAFE_INTEGER);
      // A pause (the learner stops watching) is saved at once, like a page turn or the end of an article.
      const milestone =
        (next.page !== undefined && next.page !== s.page) ||
        (next.reachedEnd === true && !s.reachedEnd) ||
        (next.launched === true && !s.launched) ||
        (next.markedDone === true && !s.markedDone) ||
        (next.playing === false && s.playing);
      if (next.playing !== undefined) s.playing = next.playing;
      if (next.page !== undefined) s.page = next.page;
      if (next.reachedEnd) s.reachedEnd = true;
      if (next.launched) s.launched = true;
      if (next.markedDone) s.markedDone = true;
      s.dirty = true;
      if (milestone) flush();
    },
    [flush],
  );

  useEffect(() => {
    const s = state.current;
    s.key = newViewingKey();
    s.lastInput = Date.now();
    const touch = () => {
      s.lastInput = Date.now();
    };
    const tick = window.setInterval(() => {
      const visible = document.visibilityState === 'visible';
      if (visible && (s.playing || Date.now() - s.lastInput < IDLE_AFTER_MS)) {
        s.active += 1;
        s.dirty = true;
      }
    }, 1000);
    const beat = window.setInterval(flush, LEARNING_RULES.HEARTBEAT_INTERVAL_S * 1000);
    const onHide = () => {
      if (!s.dirty) return;
      s.seq += 1;
      if (beaconBeat(schoolId, beatBody())) s.dirty = false;
    };
    const events = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, touch, { passive: true });
    window.addEventListener('pagehide', onHide);
    flush();
    return () => {
      window.clearInterval(tick);
      window.clearInterval(beat);
      for (const name of events) window.removeEventListener(name, touch);
      window.removeEventListener('pagehide', onHide);
    };
  }, [beatBody, flush, schoolId]);

  return { report, flush, saveState, result };
}
