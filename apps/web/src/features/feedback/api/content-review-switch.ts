import { UPLOADS_API_PATHS, apiPath } from '@portico/contracts';
import type { ContentReviewSwitch } from '@portico/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Spec §7 GET …/open/content-review-switch: whether this school's uploads are checked ('1'). */
function getContentReviewSwitch(schoolId: string) {
  return apiRequest<ContentReviewSwitch>(apiPath(UPLOADS_API_PATHS.openReviewSwitch), {
    query: { tenantId: schoolId },
    auth: false,
  });
}

const contentReviewSwitchQuery = (schoolId: string) =>
  queryOptions({
    queryKey: ['content-review-switch', schoolId],
    queryFn: () => getContentReviewSwitch(schoolId),
    // Only a hint in the dialog: a failure simply shows none.
    retry: false,
  });

export function useContentReviewSwitch(schoolId: string) {
  return useQuery(contentReviewSwitchQuery(schoolId));
}
