import { ACADEMIES_API_PATHS, apiPath } from '@portico/contracts';
import { ACADEMY_LISTS } from '@portico/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';
import { LIST_QUERY_DEFAULTS, type AcademyPage } from './academy-page.ts';

/** `GET /api/school/schools/firstSchools/subSchoolPage2`: one page of 4 sub-schools of a parent (spec §7). */
function fetchSubSchools(params: { tenantId: string; page: number }): Promise<AcademyPage> {
  return apiRequest<AcademyPage>(apiPath(ACADEMIES_API_PATHS.subSchoolPage), {
    query: {
      page: params.page,
      pageSize: ACADEMY_LISTS.SUB_SCHOOL_PAGE_SIZE,
      tenantId: params.tenantId,
      count: ACADEMY_LISTS.SUB_SCHOOL_PAGE_SIZE,
    },
    headers: pageLanguageHeader(),
  });
}

export const subSchoolsQuery = (params: { tenantId: string; page: number }) =>
  queryOptions({
    queryKey: ['switcher', 'sub-schools', params],
    queryFn: () => fetchSubSchools(params),
    ...LIST_QUERY_DEFAULTS,
  });
