import type { ConsoleFooterData, ConsoleFooterView } from '@portico/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleGet, consoleSave, type VersionedData } from '@/lib/console-api.ts';

export type FooterSectionData = VersionedData<ConsoleFooterView>;

/** GET /api/console/{schoolId}/footer. */
export const footerQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['console', schoolId, 'footer'],
    queryFn: () => consoleGet<FooterSectionData>(schoolId, 'footer'),
  });

export function useConsoleFooter(schoolId: string, initial: FooterSectionData | null) {
  return useQuery({
    ...footerQuery(schoolId),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

/** PUT /api/console/{schoolId}/footer. */
export function useSaveFooter(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number; footer: ConsoleFooterData }) =>
      consoleSave<ConsoleFooterData, ConsoleFooterView>(schoolId, 'footer', input.version, input.footer),
    onSuccess: (result) => client.setQueryData(footerQuery(schoolId).queryKey, result),
  });
}
