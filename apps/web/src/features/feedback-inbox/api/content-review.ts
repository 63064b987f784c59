import { UPLOADS_API_PATHS, apiPath, type BlockedImages, type ContentReviewSwitch } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** PUT …/content-review-switch (school administrators): uploads checked against the blocked images or not. */
function setContentReview(input: { schoolId: string; on: boolean }) {
  return apiRequest<ContentReviewSwitch>(apiPath(UPLOADS_API_PATHS.reviewSwitch), {
    method: 'PUT',
    query: { tenantId: input.schoolId },
    json: { contentReviewSwitch: input.on ? '1' : '0' },
  });
}

export function useSetContentReview() {
  return useMutation({ mutationFn: setContentReview });
}

/** POST …/content-review/blocked-images with the URL of an image seen in the inbox. */
function blockImage(input: { schoolId: string; imageUrl: string }) {
  return apiRequest<BlockedImages>(apiPath(UPLOADS_API_PATHS.blockedImages), {
    method: 'POST',
    query: { tenantId: input.schoolId },
    json: { imageUrl: input.imageUrl, note: 'feedback inbox' },
  });
}

export function useBlockImage() {
  return useMutation({ mutationFn: blockImage });
}
