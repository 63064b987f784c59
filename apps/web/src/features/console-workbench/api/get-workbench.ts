import { CONSOLE_API_PATHS, consoleTail, type Workbench } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleGet } from '@/lib/console-api.ts';

/** GET /api/console/{schoolId}/workbench: counts, area versions and the latest changes. */
const workbenchQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['console', schoolId, 'workbench'],
    queryFn: () => consoleGet<Workbench>(schoolId, consoleTail(CONSOLE_API_PATHS.workbench)),
  });

/** The server's answer is the first one (no request after hydration). */
export function useWorkbench(schoolId: string, initial: Workbench | null) {
  return useQuery({
    ...workbenchQuery(schoolId),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}
