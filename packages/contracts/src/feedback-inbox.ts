/** The school admins' feedback inbox (issue 12): what users sent, marked handled, answered with a message. */
import { FEEDBACK_INBOX, FEEDBACK_TYPES, API_LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Id, Nullable, TenantQuery } from './common.ts';
import { BoundedInt, Count, SmallInt } from './primitives.ts';

export const FeedbackStatusSchema = Type.Union([Type.Literal('open'), Type.Literal('handled')]);

export const FeedbackInboxQuery = Type.Object({
  ...TenantQuery,
  status: Type.Union([Type.Literal('all'), FeedbackStatusSchema], { default: 'all' }),
  page: BoundedInt({ minimum: 1, maximum: API_LIMITS.PAGE_MAX, default: 1 }),
  pageSize: BoundedInt({
    minimum: 1,
    maximum: FEEDBACK_INBOX.PAGE_SIZE_MAX,
    default: FEEDBACK_INBOX.PAGE_SIZE,
  }),
});

export const FeedbackInboxItemSchema = Type.Object({
  id: Type.String(),
  feedbackType: SmallInt({ maximum: FEEDBACK_TYPES.SEARCH }),
  content: Type.String(),
  /** Spec §3 picUrl, split: the images' same-site URLs. */
  images: Type.Array(Type.String()),
  allowContact: Type.Boolean(),
  /** Only when the user allowed contact. */
  phoneNumber: Nullable(Type.String()),
  keyword: Nullable(Type.String()),
  evaluation: Nullable(Type.String()),
  userId: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  createdAt: Type.String(),
  status: FeedbackStatusSchema,
  handledAt: Nullable(Type.String()),
  reply: Nullable(Type.String()),
  repliedAt: Nullable(Type.String()),
});

export const FeedbackInboxSchema = Type.Object({
  records: Type.Array(FeedbackInboxItemSchema),
  total: Count(),
  page: BoundedInt({ minimum: 1, maximum: API_LIMITS.PAGE_MAX }),
  pageSize: BoundedInt({ minimum: 1, maximum: FEEDBACK_INBOX.PAGE_SIZE_MAX }),
  /** Open items of the whole inbox, whatever the filter (the page's badge). */
  openCount: Count(),
});

export const FeedbackItemParams = Type.Object({ feedbackId: Id('Feedback id') });

export const MarkFeedbackBody = Type.Object({ handled: Type.Boolean() });

export const ReplyFeedbackBody = Type.Object({
  content: Type.String({
    maxLength: FEEDBACK_INBOX.REPLY_MAX * 2,
    description: 'Trimmed; 1 to 1000 characters',
  }),
});

export type FeedbackStatus = Static<typeof FeedbackStatusSchema>;
export type FeedbackInboxItem = Static<typeof FeedbackInboxItemSchema>;
export type FeedbackInbox = Static<typeof FeedbackInboxSchema>;
export type FeedbackInboxFilter = Static<typeof FeedbackInboxQuery>['status'];
