/** The message center and its bell (spec §1, §4, §5 "99+", §7 getMessageCnt / updateMsg; issue 11). */
import { API_LIMITS } from '@portico/core';
import { Type, type Static } from 'typebox';
import { Flag, Id, Nullable, TenantQuery } from './common.ts';
import { Count, PageNumber, PageSize } from './primitives.ts';

/** What a message is about; the web words the known kinds in the reader's language (from `params`). */
export const MESSAGE_KINDS = [
  'system',
  'school-joined',
  'agreement-updated',
  'course-added',
  'feedback-replied',
  /** Issue 26: a course or exam assigned to one of the reader's classes (params class, item, dueAt). */
  'class-assignment',
  /** Issue 26 item 3: a class's live session starts soon (params class, title, startAt). */
  'live-reminder',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MessageSchema = Type.Object({
  id: Id('Message id'),
  kind: Type.String({ description: `One of ${MESSAGE_KINDS.join(', ')} (or a newer kind)` }),
  title: Type.String(),
  content: Type.String(),
  /** A same-site path (no sxz-lang: the reader's language is added when shown), or null. */
  link: Nullable(Type.String()),
  params: Type.Record(Type.String(), Type.String(), {
    description: 'Values the web uses to word a known kind in the reader language (school, course…)',
  }),
  read: Type.Boolean(),
  createdTime: Type.String({ description: 'ISO 8601' }),
});

export const MessageListSchema = Type.Object({
  records: Type.Array(MessageSchema),
  total: Count(),
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.MESSAGE_PAGE_SIZE_MAX, API_LIMITS.MESSAGE_PAGE_SIZE),
  unreadCount: Count(),
});

export const MessageCountQuery = Type.Object({
  ...TenantQuery,
  pushClient: Type.Optional(Type.String({ maxLength: 4, description: 'Spec §7: 4 (web)' })),
});

/** Spec §7 "headers tenantId, userId" (header names are case-insensitive; Fastify sees them lower-cased). */
export const MessageCountHeaders = Type.Object({
  userid: Type.Optional(Id('userId header: must be the logged-in user')),
});

export const MessageCountSchema = Type.Object({ count: Count({ description: 'Unread messages' }) });

export const MessageListQuery = Type.Object({
  ...TenantQuery,
  page: PageNumber(),
  pageSize: PageSize(API_LIMITS.MESSAGE_PAGE_SIZE_MAX, API_LIMITS.MESSAGE_PAGE_SIZE),
  unread: Flag({ default: '0', description: '1: unread messages only' }),
});

export const UpdateMessagesBody = Type.Object({
  ids: Type.Optional(
    Type.Array(Id('Message id'), {
      maxItems: API_LIMITS.MESSAGE_PAGE_SIZE_MAX,
      description: 'Mark these read',
    }),
  ),
  all: Type.Optional(
    Type.Boolean({ description: 'true: mark every message of the viewer in the school read' }),
  ),
});

export const UpdateMessagesResultSchema = Type.Object({ updated: Count(), unreadCount: Count() });

export type Message = Static<typeof MessageSchema>;
export type MessageList = Static<typeof MessageListSchema>;
export type MessageCount = Static<typeof MessageCountSchema>;
export type UpdateMessagesInput = Static<typeof UpdateMessagesBody>;
export type UpdateMessagesResult = Static<typeof UpdateMessagesResultSchema>;
