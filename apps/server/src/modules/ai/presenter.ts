import type { AiAnswer, SearchHit } from '@portico/contracts';

export function presentAnswer(input: {
  answer: string | null;
  keywords: string[];
  courses: SearchHit[];
  modelUnavailable: boolean;
}): AiAnswer {
  return {
    mode: input.answer === null ? 'catalogue' : 'model',
    answer: input.answer,
    keywords: input.keywords,
    courses: input.courses,
    modelUnavailable: input.modelUnavailable,
  };
}
