import type { ConsoleHeader, HeaderSettings } from '@portico/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleGet, consoleSave, type VersionedData } from '@/lib/console-api.ts';

export type HeaderData = VersionedData<ConsoleHeader>;

/** GET /api/console/{schoolId}/header: the layout (null = the default header). */
export const headerQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['console', schoolId, 'header'],
    queryFn: () => consoleGet<HeaderData>(schoolId, 'header'),
  });

export function useHeaderSettings(schoolId: string, initial: HeaderData | null) {
  return useQuery({
    ...headerQuery(schoolId),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

/** PUT /api/console/{schoolId}/header (null: back to the default header). */
export function useSaveHeader(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number; settings: HeaderSettings | null }) =>
      consoleSave<HeaderSettings | null, ConsoleHeader>(schoolId, 'header', input.version, input.settings),
    onSuccess: (result) => client.setQueryData(headerQuery(schoolId).queryKey, result),
  });
}
