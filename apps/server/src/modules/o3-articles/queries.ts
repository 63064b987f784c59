/** Reads of knowledge articles (issue 25 item 4); every query filters by the school. */
import { ARTICLE_LIMITS } from '@portico/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ArticleRow } from './store.ts';

/** The author's own articles, newest change first. */
export function authoredArticles(db: Kysely<Database>, schoolId: string, authorId: string) {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('author_id', '=', authorId)
    .orderBy('updated_at', 'desc')
    .limit(200)
    .execute();
}

/** Articles waiting for review, oldest submission first (the reviewer works through them in order). */
export function articleReviewQueue(db: Kysely<Database>, schoolId: string) {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('review_state', '=', 'in_review')
    .orderBy('submitted_at', 'asc')
    .limit(200)
    .execute();
}

/** Published articles, newest first; `tag` matches a whole tag (case-insensitive, filtered here: tags are JSON). */
export async function publishedArticles(
  db: Kysely<Database>,
  schoolId: string,
  filter: { tag?: string; page: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const rows = await db
    .selectFrom('articles')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('status', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const tag = filter.tag?.trim().toLowerCase();
  const matching = tag
    ? rows.filter((row) => (JSON.parse(row.tags) as string[]).some((t) => t.toLowerCase() === tag))
    : rows;
  const size = ARTICLE_LIMITS.PAGE_SIZE;
  return { rows: matching.slice((filter.page - 1) * size, filter.page * size), total: matching.length };
}

export function publishedArticle(db: Kysely<Database>, schoolId: string, articleId: string) {
  return db
    .selectFrom('articles')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', articleId)
    .where('status', '=', 1)
    .executeTakeFirst();
}
