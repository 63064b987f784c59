/**
 * `PUT /api/authoring/v1/{schoolId}/courses/{courseId}/draft` (issue 25): the whole draft with the version it was
 * loaded at; a stale version answers 409 DRAFT_VERSION_STALE and nothing is written.
 */
import { AUTHORING_API_PATHS, apiPath, type DraftView, type SaveDraftInput } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export function saveDraft(schoolId: string, courseId: string, input: SaveDraftInput): Promise<DraftView> {
  return apiRequest<DraftView>(apiPath(AUTHORING_API_PATHS.draft, { schoolId, courseId }), {
    method: 'PUT',
    json: input,
  });
}
