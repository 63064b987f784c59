import { ACADEMIES_API_PATHS, apiPath } from '@portico/contracts';
import type { VisitedPageInput } from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';
import { LIST_QUERY_DEFAULTS, type AcademyPage } from './academy-page.ts';

/** `GET /api/ischool/v1/schools/open-school-user`: open schools the viewer visited, most recent first. */
function fetchVisitedSchools(params: VisitedPageInput): Promise<AcademyPage> {
  return apiRequest<AcademyPage>(apiPath(ACADEMIES_API_PATHS.visited), {
    query: params,
    headers: pageLanguageHeader(),
  });
}

export const visitedSchoolsQuery = (params: { pageNumber: number; pageSize: number }) =>
  queryOptions({
    queryKey: ['switcher', 'visited', params],
    queryFn: () => fetchVisitedSchools(params),
    ...LIST_QUERY_DEFAULTS,
  });
