/**
 * The edit state of one versioned console form (issue 13 §3): the server's `{ version, data }` (first paint from
 * the page bootstrap, then TanStack Query), a local draft, dirty tracking, save with the loaded version, and
 * reload after a conflict (drops the local draft for the current server state — never overwrites silently).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleGet, consoleSave, type VersionedData } from '@/lib/console-api.ts';

export function useVersionedForm<T>(schoolId: string, tail: string, initial: VersionedData<T> | null) {
  const client = useQueryClient();
  const queryKey = ['console', schoolId, tail];
  const query = useQuery({
    queryKey,
    queryFn: () => consoleGet<VersionedData<T>>(schoolId, tail),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
  const [draft, setDraftState] = useState<T | null>(initial?.data ?? null);
  const [saved, setSaved] = useState(false);
  const server = query.data ?? null;
  const current = draft ?? server?.data ?? null;
  const save = useMutation({
    mutationFn: (data: T) => consoleSave<T, T>(schoolId, tail, server?.version ?? 0, data),
    onSuccess: (result) => {
      client.setQueryData(queryKey, result);
      setDraftState(result.data);
      setSaved(true);
    },
  });
  const setDraft = (next: T) => {
    setDraftState(next);
    setSaved(false);
    if (save.error) save.reset();
  };
  return {
    query,
    draft: current,
    setDraft,
    dirty: current !== null && server !== null && JSON.stringify(current) !== JSON.stringify(server.data),
    saved,
    save,
    onSave: () => current !== null && save.mutate(current),
    onReset: () => {
      setDraftState(server?.data ?? null);
      save.reset();
    },
    onReload: async () => {
      const fresh = await query.refetch();
      if (fresh.data) setDraftState(fresh.data.data);
      save.reset();
    },
  };
}
