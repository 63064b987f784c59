/** `PUT /api/exam/v1/{schoolId}/attempts/{attemptId}/answers` (issue 24): one batch of answers with its `seq`. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { AnswerWrite, AnswerWriteResult } from '@portico/contracts';
import { apiRequest } from '@/lib/api-client.ts';

export function saveAnswers(
  schoolId: string,
  attemptId: string,
  write: AnswerWrite,
): Promise<AnswerWriteResult> {
  return apiRequest<AnswerWriteResult>(apiPath(EXAMS_API_PATHS.answers, { schoolId, attemptId }), {
    method: 'PUT',
    json: write,
  });
}
