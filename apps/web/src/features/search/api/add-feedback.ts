import { FEEDBACK_API_PATHS, apiPath } from '@portico/contracts';
import type { AddFeedbackInput, Evaluation, FeedbackCreated } from '@portico/contracts';
import { CLIENT_TYPE, FEEDBACK_TYPES, searchFeedbackKeyword } from '@portico/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export type { Evaluation };

/**
 * Spec §3/§7 search feedback: feedbackType 4, allowContact 1, clientType '1', the keyword cut to 50 and the
 * evaluation; the identity fields come from the session on the server (contracts §6), never from here.
 */
function addSearchFeedback(input: {
  schoolId: string;
  evaluation: Evaluation;
  text: string;
  keyword: string;
}) {
  const body: AddFeedbackInput = {
    feedbackType: FEEDBACK_TYPES.SEARCH,
    feedbackContent: input.text,
    evaluation: input.evaluation,
    keyword: searchFeedbackKeyword(input.keyword),
    allowContact: 1,
    clientType: CLIENT_TYPE,
  };
  return apiRequest<FeedbackCreated>(apiPath(FEEDBACK_API_PATHS.add), {
    method: 'POST',
    query: { schoolId: input.schoolId },
    json: body,
  });
}

export function useAddSearchFeedback() {
  return useMutation({ mutationFn: addSearchFeedback });
}
