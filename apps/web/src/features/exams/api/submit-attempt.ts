/** `POST /api/exam/v1/{schoolId}/attempts/{attemptId}/submit` (issue 24): submitting twice has the effect of once. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { Submitted } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** `timeUp`: the page's timer reached zero (the server then records the deadline as the submitter). */
export function submitAttempt(
  schoolId: string,
  attemptId: string,
  seq?: number,
  timeUp = false,
): Promise<Submitted> {
  return apiRequest<Submitted>(apiPath(EXAMS_API_PATHS.submit, { schoolId, attemptId }), {
    method: 'POST',
    json: { ...(seq === undefined ? {} : { seq }), ...(timeUp ? { timeUp } : {}) },
  });
}

export function useSubmitAttempt(schoolId: string, attemptId: string) {
  return useMutation({ mutationFn: (seq?: number) => submitAttempt(schoolId, attemptId, seq) });
}
