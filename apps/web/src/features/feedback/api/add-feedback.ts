import { FEEDBACK_API_PATHS, apiPath } from '@portico/contracts';
import type { AddFeedbackInput, FeedbackCreated } from '@portico/contracts';
import type { FeedbackValue } from '@portico/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * Spec §3 / §7 general feedback: the validated fields (core validateFeedback) with the images comma-joined; the
 * identity fields (user, school name) come from the session on the server, never from here.
 */
function addFeedback(input: { schoolId: string; value: FeedbackValue }) {
  const { value } = input;
  const body: AddFeedbackInput = {
    feedbackType: value.feedbackType,
    feedbackContent: value.feedbackContent,
    allowContact: value.allowContact,
    phoneNumber: value.phoneNumber || null,
    picUrl: value.picUrl || null,
    clientType: value.clientType,
  };
  return apiRequest<FeedbackCreated>(apiPath(FEEDBACK_API_PATHS.add), {
    method: 'POST',
    query: { schoolId: input.schoolId },
    json: body,
  });
}

export function useAddFeedback() {
  return useMutation({ mutationFn: addFeedback });
}
