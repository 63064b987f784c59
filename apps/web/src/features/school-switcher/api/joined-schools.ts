import { SCHOOLS_API_PATHS, apiPath } from '@portico/contracts';
import type { OffsetPageInput } from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';
import { LIST_QUERY_DEFAULTS, type AcademyPage } from './academy-page.ts';

/** `offset` = records already held: overrides `page` (4 first, then 10 more from offset 4). */
export type OffsetPageParams = OffsetPageInput;

/** `GET /api/ischool/v1/schools/first-schools-all-page`: the viewer's joined first-level schools. */
function fetchJoinedSchools(params: OffsetPageParams): Promise<AcademyPage> {
  return apiRequest<AcademyPage>(apiPath(SCHOOLS_API_PATHS.firstSchoolsAllPage), {
    query: { ...params },
    headers: pageLanguageHeader(),
  });
}

export const joinedSchoolsQuery = (params: OffsetPageParams) =>
  queryOptions({
    queryKey: ['switcher', 'joined', params],
    queryFn: () => fetchJoinedSchools(params),
    ...LIST_QUERY_DEFAULTS,
  });
