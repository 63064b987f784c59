import type { FeedbackInboxItem, FeedbackStatus } from '@portico/contracts';
import type { FeedbackRow } from './queries.ts';

const splitUrls = (picUrl: string | null) => (picUrl ?? '').split(',').filter((url) => url !== '');

export function presentInboxItem(row: FeedbackRow): FeedbackInboxItem {
  const allowContact = row.allow_contact === 1;
  return {
    id: row.id,
    feedbackType: row.feedback_type,
    content: row.content,
    images: splitUrls(row.pic_url),
    allowContact,
    // Contact details are shown only when the user allowed to be contacted.
    phoneNumber: allowContact ? row.phone_number : null,
    keyword: row.keyword,
    evaluation: row.evaluation,
    userId: row.user_id,
    userName: row.user_name,
    createdAt: row.created_at,
    status: (row.status === 'handled' ? 'handled' : 'open') satisfies FeedbackStatus,
    handledAt: row.handled_at,
    reply: row.reply,
    repliedAt: row.replied_at,
  };
}
