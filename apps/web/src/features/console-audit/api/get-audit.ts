import { CONSOLE_API_PATHS, consoleTail, type AuditFilter, type AuditPage } from '@portico/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleGet } from '@/lib/console-api.ts';

/** GET /api/console/{schoolId}/audit: a filtered page of the school's audit log, newest first. */
const auditQuery = (schoolId: string, filter: AuditFilter) =>
  queryOptions({
    queryKey: ['console', schoolId, 'audit', filter],
    queryFn: () =>
      consoleGet<AuditPage>(schoolId, consoleTail(CONSOLE_API_PATHS.audit), {
        page: filter.page,
        area: filter.area,
        q: filter.q,
        from: filter.from,
        to: filter.to,
        actorId: filter.actorId,
      }),
  });

export function useAudit(
  schoolId: string,
  filter: AuditFilter,
  initial: { filter: AuditFilter; page: AuditPage },
) {
  const same = JSON.stringify(filter) === JSON.stringify(initial.filter);
  return useQuery({
    ...auditQuery(schoolId, filter),
    ...(same ? { initialData: initial.page } : {}),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
