/** `POST /api/ai/v1/chat` (issue 11 §2): ask the assistant; it answers from the school's catalogue. */
import { AI_API_PATHS, apiPath } from '@portico/contracts';
import type { AiAnswer, AiChatInput } from '@portico/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, pageLanguageHeader } from '@/lib/api-client.ts';

export function ask(schoolId: string, input: AiChatInput): Promise<AiAnswer> {
  return apiRequest<AiAnswer>(apiPath(AI_API_PATHS.chat), {
    method: 'POST',
    query: { schoolId },
    json: input,
    // Issue 23 item 8: the courses the answer names, in the asker's page language.
    headers: pageLanguageHeader(),
  });
}

export function useAsk(schoolId: string) {
  return useMutation({ mutationFn: (input: AiChatInput) => ask(schoolId, input) });
}
