/** `POST /api/exam/v1/{schoolId}/practice/answers` (issue 24): check one answer; the key and explanation come back. */
import { EXAMS_API_PATHS, apiPath } from '@portico/contracts';
import type { AnswerValueWire, PracticeFeedback } from '@portico/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

interface PracticeCheck {
  questionId: string;
  version: number;
  answer: AnswerValueWire;
}

export function checkPracticeAnswer(schoolId: string, body: PracticeCheck): Promise<PracticeFeedback> {
  return apiRequest<PracticeFeedback>(apiPath(EXAMS_API_PATHS.practiceAnswer, { schoolId }), {
    method: 'POST',
    json: body,
  });
}

/** A wrong answer lands in the mistake book, so the counts and the book are read again. */
export function useCheckPracticeAnswer(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PracticeCheck) => checkPracticeAnswer(schoolId, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['practice-home', schoolId] });
      void client.invalidateQueries({ queryKey: ['mistakes', schoolId] });
    },
  });
}
