/**
 * The article row (issue 25 item 4): its live columns and its one draft, read by school and written only with the
 * draft version it was read at (one conditional UPDATE, atomic on both engines) — the course draft's pattern
 * (modules/authoring/draft-store.ts), over the same core review states.
 */
import type { ArticleDraft } from '@portico/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { ArticlesTable, Database } from '../../db/schema.ts';
import { fail } from '../../shared/http-error.ts';
import { reviewColumnsSet, reviewStateOf, staleDraft, type ReviewWrite } from '../../shared/review-drafts.ts';

export type ArticleRow = Selectable<ArticlesTable>;

export const articleStateOf = (row: ArticleRow) => reviewStateOf(row);

export const articleDraftOf = (row: ArticleRow): ArticleDraft => JSON.parse(row.draft) as ArticleDraft;

export async function loadArticleRow(db: Kysely<Database>, schoolId: string, articleId: string) {
  const row = await db
    .selectFrom('articles')
    .selectAll()
    .where('school_id', '=', schoolId)
    .where('id', '=', articleId)
    .executeTakeFirst();
  if (!row) throw fail('ARTICLE_NOT_FOUND', 'Article not found');
  return row;
}

export interface ArticleWrite extends ReviewWrite {
  draft?: ArticleDraft;
  /** Publishing copies the draft into the live columns; unpublishing takes them down. */
  live?: { draft: ArticleDraft } | 'down';
}

/** Writes the row if its draft is still at `expectedVersion`; otherwise 409 DRAFT_VERSION_STALE, nothing written. */
export async function writeArticle(
  trx: Kysely<Database>,
  row: ArticleRow,
  expectedVersion: number,
  write: ArticleWrite,
): Promise<void> {
  const { live } = write;
  const result = await trx
    .updateTable('articles')
    .set({
      ...reviewColumnsSet(expectedVersion, write),
      ...(write.draft ? { draft: JSON.stringify(write.draft) } : {}),
      ...(live === 'down' ? { status: 0 } : {}),
      ...(live && live !== 'down'
        ? {
            status: 1,
            title: JSON.stringify(live.draft.title),
            body: live.draft.body,
            bodies: JSON.stringify(live.draft.bodies ?? {}),
            tags: JSON.stringify(live.draft.tags),
            published_at: write.now,
            published_by: write.actorId,
          }
        : {}),
    })
    .where('school_id', '=', row.school_id)
    .where('id', '=', row.id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw staleDraft(row.version);
}
