import {
  CONSOLE_SCHOOLS_API_PATHS,
  consoleTail,
  type SubSchoolInput,
  type SubSchoolList,
  type SubSchoolRow,
  type SubSchoolUpdate,
} from '@portico/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleGet, consoleSave } from '@/lib/console-api.ts';

/** GET /api/console/{id}/sub-schools: every sub-school of the school, closed ones included. */
export function useSubSchools(schoolId: string, initial: SubSchoolList | null) {
  return useQuery({
    queryKey: ['console', schoolId, 'sub-schools'],
    queryFn: () => consoleGet<SubSchoolList>(schoolId, consoleTail(CONSOLE_SCHOOLS_API_PATHS.subSchools)),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 10_000,
  });
}

/** POST (create) or PUT …/sub-schools/{subId} (edit, close, reopen) with the loaded 'sub-schools' version. */
export function useSubSchoolWrite(schoolId: string, version: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { subId: string | null; data: SubSchoolInput | SubSchoolUpdate }) =>
      consoleSave<SubSchoolInput | SubSchoolUpdate, SubSchoolRow>(
        schoolId,
        input.subId
          ? consoleTail(CONSOLE_SCHOOLS_API_PATHS.subSchool, { subId: input.subId })
          : consoleTail(CONSOLE_SCHOOLS_API_PATHS.subSchools),
        version,
        input.data,
        input.subId ? 'PUT' : 'POST',
      ),
    onSettled: () => client.invalidateQueries({ queryKey: ['console', schoolId, 'sub-schools'] }),
  });
}
