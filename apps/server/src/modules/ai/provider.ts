/**
 * The AI assistant's model provider (issue 11 §2): any OpenAI-compatible `POST {base}/chat/completions`
 * (OpenAI, Azure OpenAI behind a compatible gateway, vLLM, Ollama, LM Studio…), set by AI_PROVIDER_URL,
 * AI_PROVIDER_API_KEY, AI_PROVIDER_MODEL, AI_PROVIDER_TIMEOUT_MS. The model only words an answer over the courses
 * retrieval found; it never sees anything else of the school.
 */
import type { SearchHit } from '@portico/contracts';
import type { AiProviderConfig } from '../../config/env.ts';

export interface ModelQuestion {
  schoolName: string;
  question: string;
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  courses: SearchHit[];
  /** Same-site links of the courses, by id. */
  links: Map<string, string>;
}

function systemPrompt(input: ModelQuestion): string {
  const catalogue = input.courses.length
    ? input.courses
        .map((course, i) =>
          [
            `${i + 1}. ${course.name}`,
            course.lecturerName ? `lecturer: ${course.lecturerName}` : '',
            course.categoryTitle ? `category: ${course.categoryTitle}` : '',
            course.description ? `about: ${course.description.slice(0, 300)}` : '',
            `link: ${input.links.get(course.id) ?? ''}`,
          ]
            .filter(Boolean)
            .join(' | '),
        )
        .join('\n')
    : '(no matching course)';
  return [
    `You are the learning assistant of the school "${input.schoolName}".`,
    "Answer only from the school's catalogue below; never invent courses. If nothing fits, say so and suggest",
    'rephrasing. Be brief (at most 120 words) and answer in the language of the question.',
    'Catalogue matches:',
    catalogue,
  ].join('\n');
}

/** The model's answer, or throws (timeout, HTTP error, malformed answer): the caller falls back to the catalogue. */
export async function askModel(config: AiProviderConfig, input: ModelQuestion): Promise<string> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.2,
      messages: [
        { role: 'system', content: systemPrompt(input) },
        ...input.history,
        { role: 'user', content: input.question },
      ],
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new Error('AI provider sent no answer');
  return content.trim().slice(0, 4000);
}
