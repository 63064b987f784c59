/**
 * The edit state of one versioned console area (issue 13 §3), the one way a console section writes: the server's
 * `{ version, data }` (first paint from the page bootstrap, then TanStack Query), a local draft, dirty tracking,
 * save with the loaded version, other versioned writes on the same area (publish, discard, delete…), and reload
 * after a conflict (drops the local draft for the current server state — never overwrites silently).
 *
 * Simple areas: `useVersionedForm<T>(schoolId, 'ai', page.data)` edits the whole answer and PUTs it back.
 * Areas whose answer carries more than the form edits: `draftOf` picks the edited part (`(v) => v.footer`),
 * `saveTail` names where the save goes. `invalid` blocks the save locally; `attempted` tells the section to show
 * its field errors (after the first save attempt, not while the admin is still typing).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleGet, consoleSave, type VersionedData } from '@/lib/console-api.ts';
import type { SaveBarProps } from './save-bar.tsx';

export interface VersionedFormOptions<V, D> {
  /** What the form edits out of what the server answers (default: all of it). */
  draftOf?: (view: V) => D;
  /** Where the save goes, under /api/console/{schoolId}/ (default: the GET's tail). */
  saveTail?: string;
  /** True while the draft has a problem the section shows: Save is refused and `attempted` turns on. */
  invalid?: (draft: D, view: V) => boolean;
}

/** One versioned write on the area; its answer (the area again) replaces the cached data and the draft. */
export interface VersionedWrite {
  /** 'save' (the default) is the save bar's; any other kind (publish, discard…) reports through `actionError`. */
  kind?: string;
  tail?: string;
  method?: 'PUT' | 'POST' | 'DELETE';
  /** Default: the current draft. */
  data?: unknown;
}

interface WriteCallbacks<V> {
  onSuccess?: (result: VersionedData<V>) => void;
  onError?: (error: unknown) => void;
}

const identity = <V, D>(view: V) => view as unknown as D;

/**
 * JSON with object keys sorted: the server's answer may list a map's keys (descriptions per language…) in another
 * order than the form built them, and that must not count as an unsaved change after a save or a refetch.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

export function useVersionedForm<V, D = V>(
  schoolId: string,
  tail: string,
  initial: VersionedData<V> | null,
  options: VersionedFormOptions<V, D> = {},
) {
  const draftOf: (view: V) => D = options.draftOf ?? identity;
  const client = useQueryClient();
  const queryKey = ['console', schoolId, tail];
  const query = useQuery({
    queryKey,
    queryFn: () => consoleGet<VersionedData<V>>(schoolId, tail),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
  const [draft, setDraftState] = useState<D | null>(initial ? draftOf(initial.data) : null);
  const [done, setDone] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  // Which kind of write the mutation last ran: the save bar reports the save, the shell every other kind.
  const [pending, setPending] = useState<VersionedWrite>({});
  const server = query.data ?? null;
  const stored = server ? draftOf(server.data) : null;
  const current = draft ?? stored;
  const mutation = useMutation({
    mutationFn: (w: Required<Pick<VersionedWrite, 'tail' | 'method'>> & { data: unknown }) =>
      consoleSave<unknown, V>(schoolId, w.tail, server?.version ?? 0, w.data, w.method),
    onSuccess: (result) => {
      client.setQueryData(queryKey, result);
      setDraftState(draftOf(result.data));
      setAttempted(false);
    },
  });
  const write = (w: VersionedWrite = {}, callbacks: WriteCallbacks<V> = {}) => {
    setPending(w);
    setDone(null);
    mutation.mutate(
      {
        tail: w.tail ?? options.saveTail ?? tail,
        method: w.method ?? 'PUT',
        data: 'data' in w ? w.data : current,
      },
      {
        onSuccess: (result) => {
          setDone(w.kind ?? 'save');
          callbacks.onSuccess?.(result);
        },
        ...(callbacks.onError ? { onError: callbacks.onError } : {}),
      },
    );
  };
  const invalid = current !== null && server !== null && (options.invalid?.(current, server.data) ?? false);
  const dirty = current !== null && stored !== null && canonical(current) !== canonical(stored);
  const isSave = mutation.variables !== undefined && (pending.kind ?? 'save') === 'save';
  const onSave = () => {
    setAttempted(true);
    if (current === null || invalid) return;
    write();
  };
  const onReset = () => {
    setDraftState(stored);
    setAttempted(false);
    mutation.reset();
  };
  const onReload = async () => {
    mutation.reset();
    const fresh = await query.refetch();
    if (fresh.data) setDraftState(draftOf(fresh.data.data));
  };
  const saveBar: SaveBarProps = {
    dirty,
    saving: mutation.isPending && isSave,
    saved: done === 'save',
    error: isSave ? mutation.error : null,
    onSave,
    onReset,
    onReload: () => void onReload(),
  };
  return {
    query,
    /** The server's answer (null until loaded). */
    view: server?.data ?? null,
    version: server?.version ?? 0,
    draft: current,
    setDraft: (next: D) => {
      setDraftState(next);
      setDone(null);
      if (mutation.error) mutation.reset();
    },
    dirty,
    invalid,
    attempted,
    /** The kind of the last successful write since the last edit ('save', 'publish'…). */
    done,
    saved: done === 'save',
    /** Any write of this area is in flight (disable other actions meanwhile). */
    busy: mutation.isPending,
    /** The error of the last write that was not the save (the section shell shows it, with Reload on conflict). */
    actionError: isSave ? null : mutation.error,
    write,
    onSave,
    onReset,
    onReload,
    /** Everything the save bar needs; a section overrides what differs (its label, a local validation). */
    saveBar,
  };
}
