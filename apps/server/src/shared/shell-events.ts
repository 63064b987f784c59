/**
 * What changed in a school's shell configuration, said once by every write that changes it (the admin console's
 * versioned writes, seeds): the cache of shell data (issue 17) listens and drops exactly that school's entries,
 * and with Redis tells the other instances. Listeners run after the write's transaction committed.
 */
import type { ConsoleArea } from '@portico/core';

type ShellChangeArea = ConsoleArea | 'all';

export interface ShellChange {
  schoolId: string;
  /** The parent of a sub-school: its lists of sub-schools may show what changed. */
  parentSchoolId: string | null;
  area: ShellChangeArea;
  /**
   * Issue 27: the change touches only these cache scopes (core `portalPageScope`: one published page), not the
   * school's whole shell; what depends on them drops, everything else of the school stays. Empty: nothing visible
   * changed (a saved draft).
   */
  scopes?: readonly string[];
}

export type ShellChangeListener = (change: ShellChange) => void | Promise<void>;

export class ShellEvents {
  readonly #listeners = new Set<ShellChangeListener>();

  /** Returns the function that removes the listener. */
  on(listener: ShellChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Awaits every listener, so a cache is dropped before the write's response goes out (read-your-writes). */
  async emit(change: ShellChange): Promise<void> {
    await Promise.all([...this.#listeners].map(async (listener) => listener(change)));
  }
}
