/**
 * The feedback inbox page's bootstrap (issue 12, `/iadmin/{schoolId}/management/feedback`): its first page for the
 * URL's `status` and `page`, and the content review's state — read with the same code as the inbox API.
 */
import { API_LIMITS, FEEDBACK_INBOX } from '@portico/core';
import type { FeedbackInboxFilter, PageData } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadInbox } from '../modules/feedback/inbox.ts';
import { contentReviewOn } from '../modules/uploads/policy.ts';
import { countBlocked } from '../modules/uploads/queries.ts';
import type { SchoolRow } from '../repositories/schools.ts';

const STATUSES: readonly FeedbackInboxFilter[] = ['all', 'open', 'handled'];

export async function loadInboxPage(
  db: Kysely<Database>,
  school: SchoolRow,
  query: URLSearchParams,
): Promise<PageData> {
  const rawStatus = query.get('status') ?? '';
  const status = STATUSES.find((value) => value === rawStatus) ?? 'open';
  const rawPage = query.get('page') ?? '';
  // A malformed page is the first page, not an error (like the search page).
  const page = /^[1-9]\d{0,4}$/.test(rawPage) && Number(rawPage) <= API_LIMITS.PAGE_MAX ? Number(rawPage) : 1;
  const [inbox, reviewOn, blockedImages] = await Promise.all([
    loadInbox(db, { schoolId: school.id, status, page, pageSize: FEEDBACK_INBOX.PAGE_SIZE }),
    contentReviewOn(db, school),
    countBlocked(db, school.id),
  ]);
  return {
    kind: 'feedback-inbox',
    status,
    inbox,
    contentReview: { contentReviewSwitch: reviewOn ? '1' : '0', blockedImages },
  };
}
