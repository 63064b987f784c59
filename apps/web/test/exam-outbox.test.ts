/**
 * Issue 24: unsent answers wait in IndexedDB and reach the server in order. A failed connection keeps them; a
 * reload (a new sync on the same outbox) replays them before new writes; a stale write or a closed attempt stops
 * the sync and says so.
 */
import 'fake-indexeddb/auto';
import type { AnswerWrite } from '@portico/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createAnswerSync, type SaveStatus } from '@/features/exams/lib/answer-sync.ts';
import { nextSeq, openOutbox } from '@/features/exams/lib/outbox.ts';
import { ApiError } from '@/lib/api-client.ts';

let dbCount = 0;
const freshOutbox = () => openOutbox(`exam-outbox-test-${++dbCount}`);
const single = (position: number, choice: string) => [
  { position, answer: { kind: 'single' as const, choice } },
];
const offline = () => new ApiError(0, 'Failed to fetch');

function server(lastSeq = 0) {
  const received: AnswerWrite[] = [];
  let down = false;
  const state = { lastSeq };
  const send = vi.fn(async (write: AnswerWrite) => {
    if (down) throw offline();
    if (write.seq <= state.lastSeq) {
      throw new ApiError(409, 'stale', 'ATTEMPT_STALE_WRITE', { lastSeq: state.lastSeq });
    }
    state.lastSeq = write.seq;
    received.push(write);
    return { seq: write.seq, savedAt: new Date().toISOString(), remainingSeconds: 600 };
  });
  return { send, received, state, setDown: (value: boolean) => (down = value) };
}

function hooks() {
  const statuses: SaveStatus[] = [];
  return { statuses, onStatus: (s: SaveStatus) => statuses.push(s), onStale: vi.fn(), onClosed: vi.fn() };
}

describe('exam answer outbox', () => {
  it('keeps writes per attempt in seq order and removes what is acknowledged', async () => {
    const outbox = await freshOutbox();
    await outbox.add({ attemptId: 'a1', seq: 3, answers: single(2, 'B') });
    await outbox.add({ attemptId: 'a1', seq: 1, answers: single(1, 'A') });
    await outbox.add({ attemptId: 'a2', seq: 2, answers: single(1, 'C') });
    expect((await outbox.pending('a1')).map((e) => e.seq)).toEqual([1, 3]);
    await outbox.remove('a1', 1);
    expect((await outbox.pending('a1')).map((e) => e.seq)).toEqual([3]);
    expect((await outbox.pending('a2')).map((e) => e.seq)).toEqual([2]);
    expect(nextSeq(1, await outbox.pending('a1'))).toBe(4);
    expect(nextSeq(9, await outbox.pending('a1'))).toBe(10);
  });

  it('sends each answer with a growing seq and empties the outbox when acknowledged', async () => {
    const outbox = await freshOutbox();
    const api = server(4);
    const h = hooks();
    const sync = await createAnswerSync({ attemptId: 'a', lastSeq: 4, outbox, send: api.send, ...h });
    await sync.write(single(1, 'A'));
    await sync.write(single(2, 'B'));
    expect(api.received.map((w) => w.seq)).toEqual([5, 6]);
    expect(await outbox.pending('a')).toEqual([]);
    expect(h.statuses.at(-1)).toBe('saved');
  });

  it('keeps answers offline, says so, and replays them in order after a reload before new writes', async () => {
    const outbox = await freshOutbox();
    const api = server(0);
    api.setDown(true);
    const first = hooks();
    const tab = await createAnswerSync({ attemptId: 'a', lastSeq: 0, outbox, send: api.send, ...first });
    await tab.write(single(1, 'A'));
    await tab.write(single(2, 'C'));
    expect(first.statuses.at(-1)).toBe('offline');
    expect(api.received).toEqual([]);
    expect((await outbox.pending('a')).map((e) => e.seq)).toEqual([1, 2]);

    // The page reloads while still offline, then the connection returns.
    api.setDown(false);
    const second = hooks();
    const reloaded = await createAnswerSync({
      attemptId: 'a',
      lastSeq: 0,
      outbox,
      send: api.send,
      ...second,
    });
    await reloaded.flush();
    await reloaded.write(single(1, 'D'));
    expect(api.received.map((w) => [w.seq, w.answers[0]?.answer])).toEqual([
      [1, { kind: 'single', choice: 'A' }],
      [2, { kind: 'single', choice: 'C' }],
      [3, { kind: 'single', choice: 'D' }],
    ]);
    expect(await outbox.pending('a')).toEqual([]);
    expect(second.onStale).not.toHaveBeenCalled();
  });

  it('drops writes the server already acknowledged before a crash could remove them', async () => {
    const outbox = await freshOutbox();
    await outbox.add({ attemptId: 'a', seq: 1, answers: single(1, 'A') });
    await outbox.add({ attemptId: 'a', seq: 2, answers: single(2, 'B') });
    const api = server(1);
    const sync = await createAnswerSync({ attemptId: 'a', lastSeq: 1, outbox, send: api.send, ...hooks() });
    await sync.flush();
    expect(api.received.map((w) => w.seq)).toEqual([2]);
  });

  it('stops and reports when another tab went on (stale write)', async () => {
    const outbox = await freshOutbox();
    const api = server(7);
    const h = hooks();
    // This tab read the attempt at seq 2; another device has written since.
    const sync = await createAnswerSync({ attemptId: 'a', lastSeq: 2, outbox, send: api.send, ...h });
    await sync.write(single(1, 'A'));
    expect(h.onStale).toHaveBeenCalledOnce();
    expect(await outbox.pending('a')).toEqual([]);
    await sync.write(single(1, 'B'));
    expect(api.send).toHaveBeenCalledOnce();
  });

  it('goes to the result when the time is up', async () => {
    const outbox = await freshOutbox();
    const h = hooks();
    const send = vi.fn(async () => {
      throw new ApiError(409, 'time up', 'ATTEMPT_TIME_UP', { deadlineAt: '2026-01-01T00:00:00Z' });
    });
    const sync = await createAnswerSync({ attemptId: 'a', lastSeq: 0, outbox, send, ...h });
    await sync.write(single(1, 'A'));
    expect(h.onClosed).toHaveBeenCalledOnce();
    expect(h.onStale).not.toHaveBeenCalled();
  });
});
