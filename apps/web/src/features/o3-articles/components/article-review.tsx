/**
 * A knowledge article's review and publish steps (issue 25 item 4): the course's panel (components/review-actions,
 * the same core rule for which steps show) worded from the `o3articles.review.*` texts; the reviewer's comment is
 * read here and in the author's messages.
 */
import type { ArticleDraftView, ArticleTransition } from '@portico/contracts';
import { ReviewActions } from '@/components/review-actions/review-actions.tsx';
import type { ReviewTexts } from '@/components/review-actions/review-texts.ts';
import type { TFn } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';

const articleReviewTexts = (t: TFn): ReviewTexts => ({
  title: t('o3articles.review.title'),
  reviewOn: t('o3articles.reviewOn'),
  reviewOff: t('o3articles.reviewOff'),
  waiting: t('o3articles.review.waiting'),
  commentHeading: t('o3articles.review.comment'),
  commentLabel: t('o3articles.review.comment'),
  commentRequired: t('errors.REVIEW_COMMENT_REQUIRED'),
  steps: {
    submit: { label: t('o3articles.review.submit'), done: t('o3articles.review.submitted') },
    approve: { label: t('o3articles.review.approve'), done: t('o3articles.review.approved') },
    publish: { label: t('o3articles.review.publish'), done: t('o3articles.review.published') },
    withdraw: { label: t('o3articles.review.withdraw'), done: t('o3articles.review.withdrawn') },
    unpublish: { label: t('o3articles.review.unpublish'), done: t('o3articles.review.unpublished') },
  },
  reject: t('o3articles.review.reject'),
  sendReject: t('o3articles.review.sendReject'),
  cancel: t('o3articles.review.cancel'),
  rejected: t('o3articles.review.rejected'),
  none: t('o3articles.review.none'),
});

interface Props {
  view: ArticleDraftView;
  busy: boolean;
  onRun: (action: ArticleTransition, comment?: string) => Promise<boolean>;
}

export function ArticleReview({ view, busy, onRun }: Props) {
  const t = useT();
  return (
    <ReviewActions
      actions={view.actions}
      review={view.state.review}
      reviewOn={view.reviewOn}
      reviewComment={view.reviewComment}
      busy={busy}
      texts={articleReviewTexts(t)}
      onRun={onRun}
    />
  );
}
