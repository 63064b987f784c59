/** `POST …/courses/{courseId}/reject` (issue 25): an admin sends the draft back with a required comment. */
import { AUTHORING_API_PATHS, apiPath, type DraftView, type RejectInput } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export function rejectDraft(schoolId: string, courseId: string, input: RejectInput): Promise<DraftView> {
  return apiRequest<DraftView>(apiPath(AUTHORING_API_PATHS.reject, { schoolId, courseId }), {
    method: 'POST',
    json: input,
  });
}
