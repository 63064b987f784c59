/**
 * Issue 24: the client half of "every answer saved when given". A write goes to the outbox first, then to the
 * server; writes leave one at a time in `seq` order (the server refuses a seq at or below its last one), so a
 * replay after a reload or a reconnect keeps the learner's order. A network failure leaves the write in the outbox
 * and says "offline — will retry"; `flush()` (on `online`, a timer, or the next answer) sends it again.
 */
import type { AnswerWrite, AnswerWriteResult } from '@portico/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { nextSeq, type Outbox, type PendingAnswer } from './outbox.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

export interface AnswerSyncOptions {
  attemptId: string;
  /** The server's last accepted seq (from the attempt as read on load). */
  lastSeq: number;
  outbox: Outbox;
  send: (write: AnswerWrite) => Promise<AnswerWriteResult>;
  onStatus: (status: SaveStatus) => void;
  /** 409 ATTEMPT_STALE_WRITE: another tab or device went on; the page reloads the attempt. */
  onStale: () => void;
  /** 409 ATTEMPT_TIME_UP / ATTEMPT_SUBMITTED: the attempt is closed; the page goes to the result. */
  onClosed: () => void;
  /** A write the server refused as such (ANSWER_INVALID…): dropped, the page shows why. */
  onRejected?: (error: ApiError) => void;
}

export interface AnswerSync {
  /** Queues one write (durably) and sends what waits. */
  write(answers: PendingAnswer[]): Promise<void>;
  /** Sends every waiting write in order; resolves when the outbox is empty or sending stopped. */
  flush(): Promise<void>;
  /** The highest seq the server acknowledged. */
  lastSeq(): number;
}

export async function createAnswerSync(options: AnswerSyncOptions): Promise<AnswerSync> {
  const { attemptId, outbox, send, onStatus } = options;
  let acknowledged = options.lastSeq;
  let running: Promise<void> | null = null;
  let stopped = false;
  // Writes the server already has (acknowledged just before a crash removed them) would be refused as stale.
  await outbox.removeThrough(attemptId, acknowledged);

  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const [entry] = await outbox.pending(attemptId);
      if (!entry) {
        onStatus('saved');
        return;
      }
      onStatus('saving');
      try {
        const result = await send({ seq: entry.seq, answers: entry.answers });
        acknowledged = Math.max(acknowledged, result.seq);
        await outbox.remove(attemptId, entry.seq);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
          onStatus('offline');
          return;
        }
        if (error.errorCode === 'ATTEMPT_STALE_WRITE') {
          stopped = true;
          await outbox.clear(attemptId);
          options.onStale();
          return;
        }
        if (error.errorCode === 'ATTEMPT_TIME_UP' || error.errorCode === 'ATTEMPT_SUBMITTED') {
          stopped = true;
          await outbox.clear(attemptId);
          options.onClosed();
          return;
        }
        if (error.status === 429) {
          onStatus('offline');
          return;
        }
        await outbox.remove(attemptId, entry.seq);
        onStatus('error');
        options.onRejected?.(error);
      }
    }
  }

  function flush(): Promise<void> {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    async write(answers) {
      if (stopped) return;
      const seq = nextSeq(acknowledged, await outbox.pending(attemptId));
      await outbox.add({ attemptId, seq, answers });
      // A drain in progress picks the new entry up (it reads the outbox again after each write).
      if (running) {
        onStatus('saving');
        await running;
      }
      await flush();
    },
    flush,
    lastSeq: () => acknowledged,
  };
}
