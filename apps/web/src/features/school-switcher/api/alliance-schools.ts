import { ACADEMIES_API_PATHS, apiPath } from '@portico/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';
import { LIST_QUERY_DEFAULTS, type AcademyPage } from './academy-page.ts';
import type { OffsetPageParams } from './joined-schools.ts';

/** `GET /api/ischool/v1/tenant-union/my-join-union-list-merges`: schools of the viewer's alliances. */
function fetchAllianceSchools(params: OffsetPageParams): Promise<AcademyPage> {
  return apiRequest<AcademyPage>(apiPath(ACADEMIES_API_PATHS.joinedUnions), {
    query: { ...params },
    headers: pageLanguageHeader(),
  });
}

export const allianceSchoolsQuery = (params: OffsetPageParams) =>
  queryOptions({
    queryKey: ['switcher', 'alliance', params],
    queryFn: () => fetchAllianceSchools(params),
    ...LIST_QUERY_DEFAULTS,
  });
