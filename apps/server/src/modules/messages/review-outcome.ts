/**
 * How a review went, told to the people whose work it was (issue 25: a course draft, an O3 knowledge article): the
 * author and whoever submitted it, each once, never the reviewer about their own review. The caller words the
 * message (its kind, English fallback texts and params); this decides who gets it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notifyUsers, type NotifyInput } from './notify.ts';

export async function notifyReviewOutcome(
  db: Kysely<Database>,
  input: {
    people: { author_id: string | null; submitted_by: string | null };
    reviewerId: string;
    message: Omit<NotifyInput, 'userId'> & { params: Record<string, string> };
  },
): Promise<void> {
  const recipients = [...new Set([input.people.author_id, input.people.submitted_by])].filter(
    (id): id is string => !!id && id !== input.reviewerId,
  );
  if (recipients.length === 0) return;
  await notifyUsers(
    db,
    recipients.map((userId) => ({ ...input.message, userId })),
  );
}
