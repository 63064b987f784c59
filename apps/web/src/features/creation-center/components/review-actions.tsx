/**
 * A course draft's review and publish steps (issue 25 item 3): the shared panel (components/review-actions)
 * worded from the creation pack; the editor saves unsaved changes before a step, and unpublishing asks first.
 */
import { ReviewActions as ReviewPanel } from '@/components/review-actions/review-actions.tsx';
import type { ReviewTexts } from '@/components/review-actions/review-texts.ts';
import type { TFn } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import type { CourseEditorState } from '../hooks/use-course-editor.ts';

const courseReviewTexts = (t: TFn): ReviewTexts => ({
  title: t('creation.review.title'),
  reviewOn: t('creation.list.reviewOn'),
  reviewOff: t('creation.list.reviewOff'),
  waiting: t('creation.review.waiting'),
  commentHeading: t('creation.list.reviewComment'),
  commentLabel: t('creation.review.comment'),
  commentRequired: t('errors.REVIEW_COMMENT_REQUIRED'),
  steps: {
    submit: { label: t('creation.review.submit'), done: t('creation.review.submitted') },
    approve: { label: t('creation.review.approve'), done: t('creation.review.approved') },
    publish: { label: t('creation.review.publish'), done: t('creation.review.published') },
    withdraw: { label: t('creation.review.withdraw'), done: t('creation.review.withdrawn') },
    unpublish: { label: t('creation.review.unpublish'), done: t('creation.review.unpublished') },
  },
  reject: t('creation.review.reject'),
  sendReject: t('creation.review.sendReject'),
  cancel: t('creation.review.cancel'),
  rejected: t('creation.review.rejected'),
  none: t('creation.review.none'),
  confirmUnpublish: t('creation.review.confirmUnpublish'),
});

export function ReviewActions({ editor }: { editor: CourseEditorState }) {
  const t = useT();
  const { view } = editor;
  return (
    <ReviewPanel
      actions={view.actions}
      review={view.state.review}
      reviewOn={view.reviewOn}
      reviewComment={view.reviewComment}
      busy={editor.busy}
      texts={courseReviewTexts(t)}
      onRun={(action, comment) => (action === 'reject' ? editor.reject(comment ?? '') : editor.run(action))}
    />
  );
}
