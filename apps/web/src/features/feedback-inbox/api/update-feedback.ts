import { FEEDBACK_API_PATHS, apiPath, type FeedbackInboxItem } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

type Action = { kind: 'handled'; handled: boolean } | { kind: 'reply'; content: string };

/** POST …/inbox/{id}/handled or …/reply (issue 12); a reply reaches the user as a message. */
function updateFeedback(input: { schoolId: string; id: string; action: Action }) {
  const { action } = input;
  return apiRequest<FeedbackInboxItem>(
    apiPath(action.kind === 'reply' ? FEEDBACK_API_PATHS.reply : FEEDBACK_API_PATHS.handled, {
      feedbackId: input.id,
    }),
    {
      method: 'POST',
      query: { schoolId: input.schoolId },
      json: action.kind === 'reply' ? { content: action.content } : { handled: action.handled },
    },
  );
}

export function useUpdateFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: ['feedback-inbox'] }),
  });
}
