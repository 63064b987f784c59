/**
 * `POST …/courses/{courseId}/versions/{number}/rollback` (issue 25): the version's snapshot becomes the draft (a
 * versioned draft save); publishing it again goes through the normal review path.
 */
import { AUTHORING_API_PATHS, apiPath, type DraftView } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export function rollback(
  schoolId: string,
  courseId: string,
  number: number,
  version: number,
): Promise<DraftView> {
  return apiRequest<DraftView>(
    apiPath(AUTHORING_API_PATHS.rollback, { schoolId, courseId, number: String(number) }),
    { method: 'POST', json: { version } },
  );
}
