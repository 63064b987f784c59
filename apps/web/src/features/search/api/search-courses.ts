import type { LatestCourse } from '@portico/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** contracts §6: a course hit is a LatestCourse plus where it lives and what matched. */
export interface SearchHit extends LatestCourse {
  schoolId: string;
  description: string | null;
  lecturerName: string | null;
  categoryTitle: string | null;
}

export interface SearchResult {
  records: SearchHit[];
  total: number;
  page: number;
  pageSize: number;
  keyword: string;
}

export interface SearchParams {
  schoolId: string;
  keyword: string;
  categoryId: string | null;
  page: number;
}

export const SEARCH_PAGE_SIZE = 20;

export function fetchSearchCourses(p: SearchParams, signal?: AbortSignal): Promise<SearchResult> {
  return apiRequest<SearchResult>('/api/search/v1/search/courses', {
    query: {
      schoolId: p.schoolId,
      keyword: p.keyword,
      categoryId: p.categoryId,
      page: p.page,
      pageSize: SEARCH_PAGE_SIZE,
    },
    signal,
    // Visitors search too; an expired session must not turn a search into a login redirect.
    auth: false,
  });
}

export const searchCoursesOptions = (p: SearchParams) =>
  queryOptions({
    queryKey: ['search', 'courses', p.schoolId, p.keyword, p.categoryId, p.page] as const,
    queryFn: ({ signal }) => fetchSearchCourses(p, signal),
  });

/** Fetched on mount (`enabled` once the stored category is known): the bootstrap carries no results yet. */
export function useSearchCourses(p: SearchParams, enabled: boolean) {
  return useQuery({ ...searchCoursesOptions(p), enabled });
}
