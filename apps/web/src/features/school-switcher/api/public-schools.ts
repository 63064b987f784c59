import { ACADEMIES_API_PATHS, apiPath } from '@portico/contracts';
import { ACADEMY_LISTS } from '@portico/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';
import { LIST_QUERY_DEFAULTS, type AcademyPage } from './academy-page.ts';

export interface PublicPageParams {
  pageNumber: number;
  pageSize: number;
  /** '' = the unfiltered list (the parameter is then left out, spec §7 "keyword (null when none)"). */
  keyword: string;
  /** Logged in: `open-school-permission` (sets isPermission); visitor: `open/open-schools`. */
  loggedIn: boolean;
}

/** The public (open) first-level schools, each with its first 4 sub-schools. */
function fetchPublicSchools({ loggedIn, keyword, ...page }: PublicPageParams): Promise<AcademyPage> {
  const path = loggedIn
    ? apiPath(ACADEMIES_API_PATHS.openSchoolPermission)
    : apiPath(ACADEMIES_API_PATHS.openSchools);
  return apiRequest<AcademyPage>(path, {
    headers: pageLanguageHeader(),
    query: { ...page, childPageSize: ACADEMY_LISTS.PUBLIC_CHILD_PAGE_SIZE, keyword: keyword || null },
  });
}

export const publicSchoolsQuery = (params: PublicPageParams) =>
  queryOptions({
    queryKey: ['switcher', 'public', params],
    queryFn: () => fetchPublicSchools(params),
    ...LIST_QUERY_DEFAULTS,
  });
