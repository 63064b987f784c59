/**
 * `POST …/courses/{courseId}/{submit|withdraw|approve|publish|unpublish}` (issue 25): the five review steps take
 * the same body (the draft version the actor saw) and answer the same DraftView, so one fetcher serves them.
 */
import { AUTHORING_API_PATHS, apiPath, type DraftView } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export type TransitionAction = 'submit' | 'withdraw' | 'approve' | 'publish' | 'unpublish';

export function transition(
  schoolId: string,
  courseId: string,
  action: TransitionAction,
  version: number,
): Promise<DraftView> {
  return apiRequest<DraftView>(apiPath(AUTHORING_API_PATHS[action], { schoolId, courseId }), {
    method: 'POST',
    json: { version },
  });
}
