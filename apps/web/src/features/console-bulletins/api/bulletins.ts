import type { ConsoleBulletinInput, ConsoleBulletinsView } from '@portico/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleGet, consoleSave, type VersionedData } from '@/lib/console-api.ts';

export type BulletinsSectionData = VersionedData<ConsoleBulletinsView>;

/** GET /api/console/{schoolId}/bulletins. */
export const bulletinsQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['console', schoolId, 'bulletins'],
    queryFn: () => consoleGet<BulletinsSectionData>(schoolId, 'bulletins'),
  });

export function useConsoleBulletins(schoolId: string, initial: BulletinsSectionData | null) {
  return useQuery({
    ...bulletinsQuery(schoolId),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

export type BulletinWrite =
  | { kind: 'create'; version: number; input: ConsoleBulletinInput }
  | { kind: 'update'; version: number; id: string; input: ConsoleBulletinInput }
  | { kind: 'delete'; version: number; id: string };

/** POST /bulletins, PUT /bulletins/{id}, DELETE /bulletins/{id}: each answers the whole list again. */
export function useWriteBulletin(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (write: BulletinWrite) =>
      write.kind === 'create'
        ? consoleSave<ConsoleBulletinInput, ConsoleBulletinsView>(
            schoolId,
            'bulletins',
            write.version,
            write.input,
            'POST',
          )
        : write.kind === 'update'
          ? consoleSave<ConsoleBulletinInput, ConsoleBulletinsView>(
              schoolId,
              `bulletins/${write.id}`,
              write.version,
              write.input,
              'PUT',
            )
          : consoleSave<object, ConsoleBulletinsView>(
              schoolId,
              `bulletins/${write.id}`,
              write.version,
              {},
              'DELETE',
            ),
    onSuccess: (result) => client.setQueryData(bulletinsQuery(schoolId).queryKey, result),
  });
}
