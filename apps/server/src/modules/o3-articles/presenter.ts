/** Knowledge article answers (issue 25 item 4): the editor's ArticleDraftView, the reader's PublishedArticle. */
import { allowedAuthoringActions, ARTICLE_LIMITS, richTextToPlain, type AuthoringActor } from '@portico/core';
import type { ArticleDraftView, PublishedArticle, PublishedArticleSummary } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { peopleNames, personOf } from '../authoring/people.ts';
import { articleDraftOf, articleStateOf, type ArticleRow } from './store.ts';

export async function presentArticleDrafts(
  db: Kysely<Database>,
  rows: readonly ArticleRow[],
  actor: AuthoringActor,
): Promise<ArticleDraftView[]> {
  const names = await peopleNames(
    db,
    rows.map((row) => row.author_id),
  );
  return rows.map((row) => {
    const state = articleStateOf(row);
    return {
      articleId: row.id,
      version: row.version,
      draft: articleDraftOf(row),
      state,
      actions: allowedAuthoringActions(state, actor).filter((action) => action !== 'save'),
      reviewOn: actor.reviewOn,
      reviewComment: row.review_comment,
      author: personOf(names, row.author_id),
      updatedAt: row.updated_at,
      submittedAt: row.submitted_at,
    };
  });
}

const excerptOf = (html: string) => {
  const plain = Array.from(richTextToPlain(html));
  const cut = plain.slice(0, ARTICLE_LIMITS.EXCERPT_CHARS).join('');
  return plain.length > ARTICLE_LIMITS.EXCERPT_CHARS ? `${cut}…` : cut;
};

export async function presentPublished(
  db: Kysely<Database>,
  rows: readonly ArticleRow[],
): Promise<PublishedArticle[]> {
  const names = await peopleNames(
    db,
    rows.map((row) => row.author_id),
  );
  return rows.map((row) => ({
    articleId: row.id,
    title: JSON.parse(row.title) as PublishedArticle['title'],
    tags: JSON.parse(row.tags) as string[],
    author: personOf(names, row.author_id),
    publishedAt: row.published_at ?? row.updated_at,
    excerpt: excerptOf(row.body),
    body: row.body,
    ...(row.bodies && row.bodies !== '{}'
      ? { bodies: JSON.parse(row.bodies) as NonNullable<PublishedArticle['bodies']> }
      : {}),
  }));
}

export const summaryOf = ({
  body: _body,
  bodies: _bodies,
  ...summary
}: PublishedArticle): PublishedArticleSummary => summary;
