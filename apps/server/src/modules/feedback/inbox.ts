/** The admin inbox's page of feedback (issue 12): the route and the page bootstrap answer the same thing. */
import type { FeedbackInbox, FeedbackInboxFilter } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentInboxItem } from './presenter.ts';
import { countFeedback, listFeedback } from './queries.ts';

export async function loadInbox(
  db: Kysely<Database>,
  input: { schoolId: string; status: FeedbackInboxFilter; page: number; pageSize: number },
): Promise<FeedbackInbox> {
  const [rows, total, openCount] = await Promise.all([
    listFeedback(db, input),
    countFeedback(db, input.schoolId, input.status),
    countFeedback(db, input.schoolId, 'open'),
  ]);
  return {
    records: rows.map(presentInboxItem),
    total,
    page: input.page,
    pageSize: input.pageSize,
    openCount,
  };
}
