import type { ConsoleAgreementDraftInput, ConsoleAgreementsView } from '@portico/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleGet, consoleSave, type VersionedData } from '@/lib/console-api.ts';

export type AgreementsSectionData = VersionedData<ConsoleAgreementsView>;

/** GET /api/console/{schoolId}/agreements. */
export const agreementsQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['console', schoolId, 'agreements'],
    queryFn: () => consoleGet<AgreementsSectionData>(schoolId, 'agreements'),
  });

export function useConsoleAgreements(schoolId: string, initial: AgreementsSectionData | null) {
  return useQuery({
    ...agreementsQuery(schoolId),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

export type AgreementWrite =
  | { kind: 'save'; version: number; draft: ConsoleAgreementDraftInput }
  | { kind: 'discard'; version: number }
  | { kind: 'publish'; version: number };

/** PUT /agreements/draft, DELETE /agreements/draft, POST /agreements/publish: each answers the section again. */
export function useWriteAgreement(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: AgreementWrite) =>
      write.kind === 'save'
        ? consoleSave<ConsoleAgreementDraftInput, ConsoleAgreementsView>(
            schoolId,
            'agreements/draft',
            write.version,
            write.draft,
          )
        : write.kind === 'discard'
          ? consoleSave<object, ConsoleAgreementsView>(
              schoolId,
              'agreements/draft',
              write.version,
              {},
              'DELETE',
            )
          : consoleSave<object, ConsoleAgreementsView>(
              schoolId,
              'agreements/publish',
              write.version,
              {},
              'POST',
            ),
    onSuccess: (result) => client.setQueryData(agreementsQuery(schoolId).queryKey, result),
  });
}
