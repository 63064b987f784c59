/**
 * The review and publish steps the viewer may take now (issue 25 item 3) — exactly the server's `actions` (core
 * allowedAuthoringActions by state, role and the school's review switch): submit for review, withdraw, publish,
 * unpublish; for admins approve, or reject with a required comment. Unsaved changes are saved first.
 */
import { AUTHORING_LIMITS, reviewCommentValid } from '@portico/core';
import { useId, useState, type FormEvent } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import type { TransitionAction } from '../api/transition.ts';
import type { CourseEditorState } from '../hooks/use-course-editor.ts';
import styles from './creation.module.css';

const STEPS: { action: TransitionAction; label: MessageKey; done: MessageKey; primary?: boolean }[] = [
  { action: 'submit', label: 'creation.review.submit', done: 'creation.review.submitted', primary: true },
  { action: 'approve', label: 'creation.review.approve', done: 'creation.review.approved', primary: true },
  { action: 'publish', label: 'creation.review.publish', done: 'creation.review.published', primary: true },
  { action: 'withdraw', label: 'creation.review.withdraw', done: 'creation.review.withdrawn' },
  { action: 'unpublish', label: 'creation.review.unpublish', done: 'creation.review.unpublished' },
];

export function ReviewActions({ editor }: { editor: CourseEditorState }) {
  const t = useT();
  const id = useId();
  const [said, setSaid] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  const { actions, reviewOn } = editor.view;
  const steps = STEPS.filter((step) => actions.includes(step.action));
  const run = async (step: (typeof STEPS)[number]) => {
    setSaid('');
    if (step.action === 'unpublish' && !window.confirm(t('creation.review.confirmUnpublish'))) return;
    if (await editor.run(step.action)) setSaid(t(step.done));
  };
  const reject = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!reviewCommentValid(comment)) return;
    if (await editor.reject(comment)) {
      setSaid(t('creation.review.rejected'));
      setRejecting(false);
      setComment('');
      setAttempted(false);
    }
  };
  const commentError = attempted && !reviewCommentValid(comment) ? t('errors.REVIEW_COMMENT_REQUIRED') : null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('creation.review.title')}
      </h2>
      <p className={styles.muted}>{reviewOn ? t('creation.list.reviewOn') : t('creation.list.reviewOff')}</p>
      {editor.view.state.review === 'in_review' ? <p>{t('creation.review.waiting')}</p> : null}
      {editor.view.state.review === 'rejected' && editor.view.reviewComment ? (
        <p className={styles.comment}>
          <strong>{t('creation.list.reviewComment')}</strong> {editor.view.reviewComment}
        </p>
      ) : null}
      <div className={styles.actions}>
        {steps.map((step) => (
          <button
            key={step.action}
            type="button"
            className={step.primary ? styles.primary : styles.secondary}
            disabled={editor.busy}
            onClick={() => void run(step)}
          >
            {t(step.label)}
          </button>
        ))}
        {actions.includes('reject') && !rejecting ? (
          <button type="button" className={styles.danger} onClick={() => setRejecting(true)}>
            {t('creation.review.reject')}
          </button>
        ) : null}
      </div>
      {actions.includes('reject') && rejecting ? (
        <form className={styles.field} onSubmit={(e) => void reject(e)} noValidate>
          <label htmlFor={`${id}-comment`} className={styles.legend}>
            {t('creation.review.comment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.input}
            rows={4}
            required
            maxLength={AUTHORING_LIMITS.REVIEW_COMMENT_MAX}
            value={comment}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${id}-comment-error` : undefined}
            onChange={(e) => setComment(e.target.value)}
          />
          {commentError ? (
            <p id={`${id}-comment-error`} role="alert" className={styles.fieldError}>
              {commentError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.danger} disabled={editor.busy}>
              {t('creation.review.sendReject')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setRejecting(false)}>
              {t('creation.review.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {steps.length === 0 && !actions.includes('reject') ? (
        <p className={styles.muted}>{t('creation.review.none')}</p>
      ) : null}
      <p role="status" className={styles.muted}>
        {said}
      </p>
    </section>
  );
}
