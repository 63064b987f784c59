/** `GET /api/personal-center/v1/enrolments` (issue 11 §5): the viewer's courses in the school and its sub-schools. */
import { ENROLMENTS_API_PATHS, apiPath } from '@portico/contracts';
import type { EnrolmentList } from '@portico/contracts';
import { API_LIMITS, type EnrolmentStatus } from '@portico/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export const ENROLMENT_PAGE_SIZE = API_LIMITS.ENROLMENT_PAGE_SIZE;

export function fetchEnrolments(
  schoolId: string,
  page: number,
  status: EnrolmentStatus,
  signal?: AbortSignal,
): Promise<EnrolmentList> {
  return apiRequest<EnrolmentList>(apiPath(ENROLMENTS_API_PATHS.mine), {
    query: { schoolId, page, pageSize: ENROLMENT_PAGE_SIZE, status },
    // Issue 23 item 8: another page or filter lists course names in the page's language, as the first one.
    headers: pageLanguageHeader(),
    signal,
  });
}

const enrolmentsOptions = (schoolId: string, page: number, status: EnrolmentStatus) =>
  queryOptions({
    queryKey: ['enrolments', schoolId, status, page] as const,
    queryFn: ({ signal }) => fetchEnrolments(schoolId, page, status, signal),
  });

/** Page 1 of the URL's filter starts from the bootstrap's list (nothing fetched on first load). */
export function useEnrolments(
  schoolId: string,
  page: number,
  status: EnrolmentStatus,
  initial: { status: EnrolmentStatus; list: EnrolmentList | null },
) {
  return useQuery({
    ...enrolmentsOptions(schoolId, page, status),
    initialData: page === 1 && status === initial.status && initial.list ? initial.list : undefined,
    placeholderData: keepPreviousData,
  });
}
