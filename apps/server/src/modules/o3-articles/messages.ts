/**
 * The author hears how the review of their knowledge article went (issue 25 item 4), as a course's author does
 * (modules/authoring/review-messages.ts): the author and whoever submitted it get a message linking to the O3
 * creation center. The web words the kinds `article-approved` / `article-rejected` from their params in the
 * reader's language; the stored English title and content are the fallback. Nobody is told of their own review.
 */
import { creationCenterLink } from '@portico/core';
import type { ArticleDraft } from '@portico/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SchoolRow } from '../../repositories/schools.ts';
import { schoolDefaultLang } from '../../repositories/translations.ts';
import { baseText } from '../console-content/validate.ts';
import { messageLink } from '../messages/notify.ts';
import { notifyReviewOutcome } from '../messages/review-outcome.ts';
import type { ArticleRow } from './store.ts';

export async function notifyArticleReviewed(
  db: Kysely<Database>,
  input: {
    school: SchoolRow;
    row: Pick<ArticleRow, 'author_id' | 'submitted_by'>;
    draft: ArticleDraft;
    approved: boolean;
    comment: string;
    reviewerId: string;
  },
): Promise<void> {
  const { school, row, draft, approved, comment } = input;
  const article = baseText(draft.title, schoolDefaultLang(school));
  await notifyReviewOutcome(db, {
    people: row,
    reviewerId: input.reviewerId,
    message: {
      schoolId: school.id,
      kind: approved ? 'article-approved' : 'article-rejected',
      title: approved ? `Article published: ${article}` : `Changes requested: ${article}`,
      content: approved
        ? `Your article “${article}” was approved and is now published.`
        : `Your article “${article}” was not approved: ${comment}`,
      link: messageLink(creationCenterLink({ schoolId: school.id, lang: 'zh_CN', o3: true })),
      params: { article, comment },
    },
  });
}
