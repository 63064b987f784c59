/**
 * Writing messages to users (issue 11 §1): the one way the product puts a row into someone's message center.
 * Messages are per user AND per school. Callers: joining a school (members), a new agreement version
 * (agreements/publish.ts), a course added to a school (courses/add-course.ts), feedback answered (issue 12).
 */
import { isSafeRedirectPath } from '@portico/core';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

export interface NotifyInput {
  schoolId: string;
  userId: string;
  /** What it is about: 'school-joined', 'agreement-updated', 'course-added', 'feedback-replied', 'system'… */
  kind: string;
  title: string;
  content: string;
  /** A same-site path (e.g. `/course/{schoolId}/course-view?courseId=…`); anything else is stored as null. */
  link: string | null;
}

/** Stored lengths: a message is a notice, not a document. */
const TITLE_MAX = 200;
const CONTENT_MAX = 2000;
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** A link a message may carry: a safe same-site path, without the language (the reader's is added when shown). */
export function messageLink(link: string | null | undefined): string | null {
  if (!link || !isSafeRedirectPath(link)) return null;
  const url = new URL(link, 'http://portico.invalid');
  url.searchParams.delete('sxz-lang');
  return `${url.pathname}${url.search}`;
}

function row(input: NotifyInput, params: Record<string, string>, now: string) {
  return {
    id: newId(),
    school_id: input.schoolId,
    user_id: input.userId,
    kind: cut(input.kind, 40) || 'system',
    title: cut(input.title, TITLE_MAX),
    content: cut(input.content, CONTENT_MAX),
    link: messageLink(input.link),
    params: JSON.stringify(params),
    read_at: null,
    created_at: now,
  };
}

/** Puts one message into the user's message center of that school. */
export async function notifyUser(db: Kysely<Database>, input: NotifyInput): Promise<void> {
  await notifyUsers(db, [input]);
}

/**
 * Many messages at once (a course added to a school reaches all its members). `params` are the values the web
 * words a known kind with in the reader's language (school, course…); title and content are the stored fallback.
 */
export async function notifyUsers(
  db: Kysely<Database>,
  inputs: ReadonlyArray<NotifyInput & { params?: Record<string, string> }>,
): Promise<void> {
  const now = new Date().toISOString();
  const rows = inputs.map((input) => row(input, input.params ?? {}, now));
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('messages')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}
