/**
 * The AI assistant (spec §1 component 009, §4 task tip, §5 entry rule, §7 ai-config/logo, tenantAiModelStatus,
 * compulsory-position-degree; issue 11 §2): entry state, position tasks, and a chat answered from the school's
 * catalogue (optionally worded by an OpenAI-compatible model).
 */
import { API_LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable, TenantQuery } from './common.ts';
import { SearchHitSchema } from './search.ts';
import { Count } from './primitives.ts';

export const AiModeSchema = Type.Union([Type.Literal('catalogue'), Type.Literal('model')], {
  description:
    "catalogue: answers list the school's matching courses; model: an operator-configured model words them",
});

export const AiStatusSchema = Type.Object({
  aiEntranceVisibleToCurUser: Type.Boolean(),
  mode: AiModeSchema,
});

export const AiLogoSchema = Type.Object({ logoUrl: Nullable(Type.String()) });

export const PositionTaskSchema = Type.Object({
  id: Id('Task id'),
  title: Type.String(),
  position: Type.String({ description: 'The job position the task belongs to' }),
  compulsory: Type.Boolean(),
  courseId: Nullable(Type.String()),
  courseName: Nullable(Type.String()),
  dueAt: Nullable(Type.String({ description: 'ISO 8601' })),
  completed: Type.Boolean(),
});

export const PositionDegreeSchema = Type.Object({
  havePositionTask: Type.Boolean({ description: 'An open compulsory task exists (spec §4 task tip)' }),
  total: Count(),
  completed: Count(),
  tasks: Type.Array(PositionTaskSchema),
});

const ChatTurnSchema = Type.Object({
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String({ maxLength: API_LIMITS.AI_QUESTION_MAX * 4 }),
});

export const AiChatBody = Type.Object({
  question: Type.String({
    maxLength: API_LIMITS.AI_QUESTION_MAX * 2,
    description: `Trimmed; 1–${API_LIMITS.AI_QUESTION_MAX} characters`,
  }),
  history: Type.Optional(Type.Array(ChatTurnSchema, { maxItems: API_LIMITS.AI_HISTORY_MAX })),
});

export const AiChatQuery = Type.Object({ ...TenantQuery });

export const AiAnswerSchema = Type.Object({
  mode: AiModeSchema,
  /** The model's words (mode model), null when answering from the catalogue alone (the web words it). */
  answer: Nullable(Type.String()),
  keywords: Type.Array(Type.String()),
  courses: Type.Array(SearchHitSchema),
  /** A configured model failed this time; the catalogue answer stands in. */
  modelUnavailable: Type.Boolean(),
});

export type AiStatus = Static<typeof AiStatusSchema>;
export type AiMode = Static<typeof AiModeSchema>;
export type PositionTask = Static<typeof PositionTaskSchema>;
export type PositionDegree = Static<typeof PositionDegreeSchema>;
export type AiChatInput = Static<typeof AiChatBody>;
export type AiAnswer = Static<typeof AiAnswerSchema>;
