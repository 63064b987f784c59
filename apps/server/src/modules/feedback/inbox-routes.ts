/**
 * The school administrators' feedback inbox (issue 12): what the school's users sent (type, text, images, contact,
 * date), marked handled or open again, answered — the answer reaches the user as a message (messages/notify.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEEDBACK_INBOX, charCount } from '@portico/core';
import {
  FeedbackInboxItemSchema,
  FeedbackInboxQuery,
  FeedbackInboxSchema,
  FeedbackItemParams,
  MarkFeedbackBody,
  Ok,
  ReplyFeedbackBody,
  TenantOnlyQuery,
  errorResponses,
  ok,
  API_PATHS,
} from '@portico/contracts';
import { currentViewer } from '../../auth/viewer.ts';
import { tenantSchool } from '../../shared/tenant-school.ts';
import { access } from '../../shared/access.ts';
import { fail } from '../../shared/http-error.ts';
import { notifyUser } from '../messages/notify.ts';
import { loadInbox } from './inbox.ts';
import { presentInboxItem } from './presenter.ts';
import { findFeedback, markFeedback, replyToFeedback, type FeedbackRow } from './queries.ts';

const QUOTE_MAX = 80;
const quote = (text: string) => {
  const chars = Array.from(text);
  return chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX).join('')}…` : text;
};

const inboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['feedback'];
  const existing = async (schoolId: string, id: string): Promise<FeedbackRow> => {
    const row = await findFeedback(app.db, schoolId, id);
    if (!row) throw fail('FEEDBACK_NOT_FOUND', 'Feedback not found');
    return row;
  };

  app.get(
    API_PATHS.feedback.inbox,
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: "The school's feedback, newest first (school administrators)",
        querystring: FeedbackInboxQuery,
        response: { 200: Ok(FeedbackInboxSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return ok(await loadInbox(app.db, { schoolId: tenantSchool(request).id, status, page, pageSize }));
    },
  );

  app.post(
    API_PATHS.feedback.handled,
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary: 'Mark a feedback handled, or open again (school administrators)',
        params: FeedbackItemParams,
        querystring: TenantOnlyQuery,
        body: MarkFeedbackBody,
        response: { 200: Ok(FeedbackInboxItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { feedbackId } = request.params;
      await existing(school.id, feedbackId);
      await markFeedback(app.db, {
        schoolId: school.id,
        id: feedbackId,
        handled: request.body.handled,
        by: currentViewer(request).userId,
      });
      return ok(presentInboxItem(await existing(school.id, feedbackId)));
    },
  );

  app.post(
    API_PATHS.feedback.reply,
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          'Answer a feedback: stored, marked handled, sent to the user as a message (school administrators)',
        params: FeedbackItemParams,
        querystring: TenantOnlyQuery,
        body: ReplyFeedbackBody,
        response: { 200: Ok(FeedbackInboxItemSchema), ...errorResponses },
      },
    },
    async (request) => {
      const school = tenantSchool(request);
      const { feedbackId } = request.params;
      const content = request.body.content.trim();
      if (content === '') throw fail('FEEDBACK_REPLY_REQUIRED', 'Please enter a reply');
      if (charCount(content) > FEEDBACK_INBOX.REPLY_MAX) {
        throw fail(
          'FEEDBACK_REPLY_TOO_LONG',
          `A reply can have at most ${FEEDBACK_INBOX.REPLY_MAX} characters`,
          {
            max: FEEDBACK_INBOX.REPLY_MAX,
          },
        );
      }
      const row = await existing(school.id, feedbackId);
      if (!row.user_id) throw fail('CONFLICT', 'The user who sent this feedback no longer exists');
      await replyToFeedback(app.db, {
        schoolId: school.id,
        id: feedbackId,
        reply: content,
        by: currentViewer(request).userId,
      });
      await notifyUser(app.db, {
        schoolId: school.id,
        userId: row.user_id,
        kind: 'feedback-replied',
        title: `Reply to your feedback: “${quote(row.content)}”`,
        content,
        link: null,
      });
      return ok(presentInboxItem(await existing(school.id, feedbackId)));
    },
  );
};

export default inboxRoutes;
