/** `GET /api/authoring/v1/{schoolId}/review-queue` (issue 25): drafts waiting for an admin's review. */
import {
  AUTHORING_API_PATHS,
  apiPath,
  type AuthoringCourse,
  type AuthoringCourseList,
} from '@portico/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const reviewQueueKey = (schoolId: string) =>
  ['creation', schoolId, 'courses', 'review-queue'] as const;

export function fetchReviewQueue(schoolId: string, signal?: AbortSignal) {
  return apiRequest<AuthoringCourseList>(apiPath(AUTHORING_API_PATHS.reviewQueue, { schoolId }), {
    signal,
  });
}

export function useReviewQueue(schoolId: string, enabled: boolean, initial?: AuthoringCourse[]) {
  // The bootstrap carries only the queue's items; the list's flags come with the first refetch.
  return useQuery({
    queryKey: reviewQueueKey(schoolId),
    queryFn: ({ signal }) => fetchReviewQueue(schoolId, signal),
    enabled,
    ...(initial ? { initialData: { items: initial, reviewOn: true, canReview: true } } : {}),
  });
}
