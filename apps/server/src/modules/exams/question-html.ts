/**
 * Question rich text (issue 24: stems, option texts, explanations): the project's sanitizer allowlist (core
 * rich-text-policy.ts), and pictures only from this school's own uploads. A foreign <img> would have every
 * learner's browser fetch a third party's URL during an exam (tracking, and a picture that can change after the
 * question was written), so it is dropped, tag and all. The uploads a question keeps are marked so the orphan
 * sweep (uploads/sweeper.ts) leaves them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sanitizeHtml } from '../agreements/sanitize.ts';

/** The orphan sweep keeps an upload whose `kept_for` is set. */
const QUESTION_IMAGE_KEPT_FOR = 'exam_question';

const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]*)"/gi;
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The src of every <img> of sanitised HTML (the sanitizer writes attributes double-quoted and escaped). */
export function imageSources(html: string): string[] {
  return [...html.matchAll(IMG_SRC)].map((match) => decode(match[1] ?? ''));
}

/**
 * Sanitises `texts` (in order) for `schoolId`: an image stays only when its src is an image uploaded to this
 * school. One query for all the texts (an import cleans hundreds at once); run it inside the write's transaction.
 */
export async function cleanQuestionTexts(
  db: Kysely<Database>,
  schoolId: string,
  texts: readonly string[],
): Promise<string[]> {
  const safe = texts.map((text) => sanitizeHtml(text).trim());
  const sources = [...new Set(safe.flatMap(imageSources))];
  if (sources.length === 0) return safe;
  const owned = await db
    .selectFrom('uploads')
    .select(['id', 'url', 'kept_for'])
    .where('school_id', '=', schoolId)
    .where('url', 'in', sources)
    .where('content_type', 'like', 'image/%')
    .execute();
  const kept = new Set(owned.map((row) => row.url));
  const unmarked = owned.filter((row) => row.kept_for === null).map((row) => row.id);
  if (unmarked.length > 0) {
    await db
      .updateTable('uploads')
      .set({ kept_for: QUESTION_IMAGE_KEPT_FOR })
      .where('school_id', '=', schoolId)
      .where('id', 'in', unmarked)
      .execute();
  }
  return safe.map((html) =>
    imageSources(html).every((src) => kept.has(src))
      ? html
      : sanitizeHtml(html, (src) => kept.has(src)).trim(),
  );
}
