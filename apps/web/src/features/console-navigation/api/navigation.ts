import type { ConsoleNavigation } from '@portico/contracts';
import type { NavigationDocument } from '@portico/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleGet, consoleSave, type VersionedData } from '@/lib/console-api.ts';

export type NavigationData = VersionedData<ConsoleNavigation>;

/** GET /api/console/{schoolId}/navigation: published + draft, languages, pages. */
export const navigationQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['console', schoolId, 'navigation'],
    queryFn: () => consoleGet<NavigationData>(schoolId, 'navigation'),
  });

export function useNavigation(schoolId: string, initial: NavigationData | null) {
  return useQuery({
    ...navigationQuery(schoolId),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

export type NavigationWrite = 'draft' | 'publish' | 'discard';

/**
 * PUT …/navigation/draft (save the draft), POST …/navigation/publish (every visitor sees it), DELETE
 * …/navigation/draft (drop the draft) — each versioned; the answer replaces the cached section data.
 */
export function useNavigationWrite(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: NavigationWrite; version: number; doc: NavigationDocument }) =>
      input.kind === 'draft'
        ? consoleSave<NavigationDocument, ConsoleNavigation>(
            schoolId,
            'navigation/draft',
            input.version,
            input.doc,
          )
        : input.kind === 'publish'
          ? consoleSave<NavigationDocument, ConsoleNavigation>(
              schoolId,
              'navigation/publish',
              input.version,
              input.doc,
              'POST',
            )
          : consoleSave<Record<string, never>, ConsoleNavigation>(
              schoolId,
              'navigation/draft',
              input.version,
              {},
              'DELETE',
            ),
    onSuccess: (result) => client.setQueryData(navigationQuery(schoolId).queryKey, result),
  });
}
