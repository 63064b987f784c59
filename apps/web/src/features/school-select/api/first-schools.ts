import { SCHOOLS_API_PATHS, apiPath } from '@portico/contracts';
import type { AcademyList } from '@portico/contracts';
import { API_LIMITS } from '@portico/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

/** The API's maximum page (contracts.md §5 "pageSize (≤ 50)"): one request lists every school of most users. */
const SCHOOLS_PAGE_SIZE = API_LIMITS.LIST_PAGE_SIZE_MAX;

export type SchoolPage = AcademyList;

/** `GET /api/ischool/v1/schools/first-schools-all-page`: the viewer's joined schools. */
function fetchFirstSchools(page = 1): Promise<SchoolPage> {
  return apiRequest<SchoolPage>(apiPath(SCHOOLS_API_PATHS.firstSchoolsAllPage), {
    query: { page, pageSize: SCHOOLS_PAGE_SIZE },
    headers: pageLanguageHeader(),
  });
}

export function useFirstSchools() {
  return useQuery({ queryKey: ['first-schools', 1], queryFn: () => fetchFirstSchools(1) });
}
