import { SEARCH_API_PATHS, apiPath } from '@portico/contracts';
import type { SearchHit, SearchPageResults, SearchResult } from '@portico/contracts';
import { API_LIMITS } from '@portico/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export type { SearchHit, SearchResult };

export interface SearchParams {
  schoolId: string;
  keyword: string;
  categoryId: string | null;
  page: number;
}

/** The server's default too, so the bootstrap's results and a refetch are the same page. */
export const SEARCH_PAGE_SIZE = API_LIMITS.SEARCH_PAGE_SIZE;

export function fetchSearchCourses(p: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  return apiRequest<SearchResult>(apiPath(SEARCH_API_PATHS.courses), {
    query: {
      schoolId: p.schoolId,
      keyword: p.keyword,
      categoryId: p.categoryId,
      page: p.page,
      pageSize: SEARCH_PAGE_SIZE,
      // Loading the page already counted this search (the server searched it for the bootstrap): asking again
      // (a retry, or the results the server could not load) is not another search.
      record: 0,
    },
    // Issue 23 item 8: names, descriptions, lecturers and categories in the page's language, as the bootstrap's.
    headers: pageLanguageHeader(),
    signal,
    // Visitors search too; an expired session must not turn a search into a login redirect.
    auth: false,
  });
}

const searchCoursesOptions = (p: SearchParams) =>
  queryOptions({
    queryKey: ['search', 'courses', p.schoolId, p.keyword, p.categoryId, p.page] as const,
    queryFn: ({ signal }) => fetchSearchCourses(p, signal),
    // A page's results do not go stale while it is open: another search or page is another document.
    staleTime: Infinity,
  });

/**
 * The results of the URL's search. The bootstrap's results are the query's initial data (server render and
 * hydration show them, nothing is fetched); without them (the server could not load them) they are fetched.
 */
export function useSearchCourses(p: SearchParams, enabled: boolean, initial: SearchPageResults | null) {
  return useQuery({
    ...searchCoursesOptions(p),
    enabled,
    initialData: initial ? { ...initial, keyword: p.keyword } : undefined,
  });
}
