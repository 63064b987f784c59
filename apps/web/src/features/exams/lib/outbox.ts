/**
 * Issue 24: answer writes not yet acknowledged by the server wait here, in IndexedDB (idb), so a reload, a crash or
 * a lost connection loses nothing. One record per write — `{ attemptId, seq, answers }` — keyed by attempt and
 * sequence number; they are replayed in `seq` order and removed once the server acknowledged them.
 */
import type { AnswerValue } from '@portico/core';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export interface PendingAnswer {
  position: number;
  answer: AnswerValue;
}

export interface OutboxEntry {
  attemptId: string;
  seq: number;
  answers: PendingAnswer[];
}

interface OutboxDb extends DBSchema {
  writes: { key: [string, number]; value: OutboxEntry; indexes: { attempt: string } };
}

export interface Outbox {
  add(entry: OutboxEntry): Promise<void>;
  /** The attempt's writes, lowest `seq` first. */
  pending(attemptId: string): Promise<OutboxEntry[]>;
  remove(attemptId: string, seq: number): Promise<void>;
  /** Drops the attempt's writes up to and including `seq` (acknowledged before a crash could remove them). */
  removeThrough(attemptId: string, seq: number): Promise<void>;
  clear(attemptId: string): Promise<void>;
}

const DB_NAME = 'portico-exam-outbox';

export async function openOutbox(name = DB_NAME): Promise<Outbox> {
  const db: IDBPDatabase<OutboxDb> = await openDB<OutboxDb>(name, 1, {
    upgrade(database) {
      const store = database.createObjectStore('writes', { keyPath: ['attemptId', 'seq'] });
      store.createIndex('attempt', 'attemptId');
    },
  });
  const range = (attemptId: string, upTo = Number.MAX_SAFE_INTEGER) =>
    IDBKeyRange.bound([attemptId, 0], [attemptId, upTo]);
  return {
    async add(entry) {
      await db.put('writes', entry);
    },
    // The key's second part is the seq, so a key range over one attempt is already in seq order.
    pending: (attemptId) => db.getAll('writes', range(attemptId)),
    async remove(attemptId, seq) {
      await db.delete('writes', [attemptId, seq]);
    },
    async removeThrough(attemptId, seq) {
      await db.delete('writes', range(attemptId, seq));
    },
    async clear(attemptId) {
      await db.delete('writes', range(attemptId));
    },
  };
}

/** The next sequence number: above both the server's last accepted one and every write still waiting. */
export function nextSeq(serverLastSeq: number, pending: readonly OutboxEntry[]): number {
  return pending.reduce((max, entry) => Math.max(max, entry.seq), serverLastSeq) + 1;
}
