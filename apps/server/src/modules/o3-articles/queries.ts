/** Reads of knowledge articles (issue 25 item 4); every query filters by the school. */
import { ARTICLE_LIMITS } from '@portico/core';
import { sql, type Kysely } from 'kysely';
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

const likeJson = (text: string) => `%${JSON.stringify(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The row has the tag, case-insensitively (the knowledge list's filter too): tags are a JSON array, so the match
 * is on the tag's JSON string (quotes included) inside it, with LIKE's wildcards escaped. The exact spelling
 * always matches; other cases through lower() (SQLite lowers ASCII only, PostgreSQL all).
 */
export function hasTag(raw: string) {
  const tag = raw.replace(/\s+/g, ' ').trim();
  return sql<boolean>`(tags like ${likeJson(tag)} escape '\\' or lower(tags) like ${likeJson(tag.toLowerCase())} escape '\\')`;
}

/**
 * Published articles, newest first, one page of them and how many there are. `tag` matches a whole tag,
 * case-insensitively: tags are stored as a JSON array, so the match is on the tag's JSON string (quotes
 * included) inside it, with LIKE's wildcards escaped — in SQL, so a page reads only its own rows.
 */
export async function publishedArticles(
  db: Kysely<Database>,
  schoolId: string,
  filter: { tag?: string; page: number; size?: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const tag = filter.tag?.replace(/\s+/g, ' ').trim();
  const base = db
    .selectFrom('articles')
    .where('school_id', '=', schoolId)
    .where('status', '=', 1)
    .$if(!!tag, (q) => q.where(hasTag(tag!)));
  const size = filter.size ?? ARTICLE_LIMITS.PAGE_SIZE;
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((filter.page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
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
