/** Feedback and search feedback (spec §3 / §5, contracts.md §6). */
import { CLIENT_TYPE, FEEDBACK_TYPES } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { BoundedInt } from './primitives.ts';

export const EvaluationSchema = Type.Union([Type.Literal('praise'), Type.Literal('trodden')]);

/** The feedback fields of spec §3; identity fields are never read from the body (contracts §6). */
export const AddFeedbackBody = Type.Object({
  feedbackType: BoundedInt({
    minimum: FEEDBACK_TYPES.EXPERIENCE,
    maximum: FEEDBACK_TYPES.SEARCH,
    description: '0 experience, 1 fault, 2 consultation, 3 content comment, 4 search feedback',
  }),
  feedbackContent: Type.String({ default: '' }),
  allowContact: Type.Union([Type.Boolean(), BoundedInt({ minimum: 0, maximum: 1 })], { default: false }),
  phoneNumber: Type.Optional(Nullable(Type.String({ maxLength: 32 }))),
  picUrl: Type.Optional(Nullable(Type.String({ maxLength: 8192, description: 'Comma-joined image URLs' }))),
  keyword: Type.Optional(
    Nullable(Type.String({ maxLength: 500, description: 'Search feedback: the keyword (stored cut to 50)' })),
  ),
  evaluation: Type.Optional(EvaluationSchema),
  clientType: Type.Literal(CLIENT_TYPE),
});

export const FeedbackCreatedSchema = Type.Object({ id: Type.String() });

export type AddFeedbackInput = Static<typeof AddFeedbackBody>;
export type Evaluation = Static<typeof EvaluationSchema>;
export type FeedbackCreated = Static<typeof FeedbackCreatedSchema>;
