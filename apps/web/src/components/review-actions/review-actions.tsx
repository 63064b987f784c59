/**
 * The review and publish steps the viewer may take now (issue 25 items 3–4), for a course draft and a knowledge
 * article alike — exactly the server's `actions` (core allowedAuthoringActions by state, role and the school's
 * review switch): submit for review, withdraw, publish, unpublish; for admins approve, or reject with a required
 * comment. The feature runs the step (a course's editor saves unsaved changes first) and says whether it worked.
 */
import { AUTHORING_LIMITS, reviewCommentValid, type ReviewState } from '@portico/core';
import { useId, useState, type FormEvent } from 'react';
import type { ReviewStepAction, ReviewTexts } from './review-texts.ts';
import styles from './review-actions.module.css';

const STEPS: { action: ReviewStepAction; primary?: boolean }[] = [
  { action: 'submit', primary: true },
  { action: 'approve', primary: true },
  { action: 'publish', primary: true },
  { action: 'withdraw' },
  { action: 'unpublish' },
];

export interface ReviewActionsProps {
  actions: readonly string[];
  review: ReviewState;
  reviewOn: boolean;
  reviewComment: string | null;
  busy: boolean;
  texts: ReviewTexts;
  /** Runs a step (`reject` with its comment); true when it was done. */
  onRun: (action: ReviewStepAction | 'reject', comment?: string) => Promise<boolean>;
}

export function ReviewActions({
  actions,
  review,
  reviewOn,
  reviewComment,
  busy,
  texts,
  onRun,
}: ReviewActionsProps) {
  const id = useId();
  const [said, setSaid] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  const steps = STEPS.filter((step) => actions.includes(step.action));
  const canReject = actions.includes('reject');
  const run = async (action: ReviewStepAction) => {
    setSaid('');
    if (action === 'unpublish' && texts.confirmUnpublish && !window.confirm(texts.confirmUnpublish)) return;
    if (await onRun(action)) setSaid(texts.steps[action].done);
  };
  const reject = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!reviewCommentValid(comment)) return;
    if (await onRun('reject', comment)) {
      setSaid(texts.rejected);
      setRejecting(false);
      setComment('');
      setAttempted(false);
    }
  };
  const commentError = attempted && !reviewCommentValid(comment) ? texts.commentRequired : null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.muted}>{reviewOn ? texts.reviewOn : texts.reviewOff}</p>
      {review === 'in_review' ? <p>{texts.waiting}</p> : null}
      {review === 'rejected' && reviewComment ? (
        <p className={styles.comment}>
          <strong>{texts.commentHeading}</strong> {reviewComment}
        </p>
      ) : null}
      <div className={styles.actions}>
        {steps.map((step) => (
          <button
            key={step.action}
            type="button"
            className={step.primary ? styles.primary : styles.secondary}
            disabled={busy}
            onClick={() => void run(step.action)}
          >
            {texts.steps[step.action].label}
          </button>
        ))}
        {canReject && !rejecting ? (
          <button type="button" className={styles.danger} onClick={() => setRejecting(true)}>
            {texts.reject}
          </button>
        ) : null}
      </div>
      {canReject && rejecting ? (
        <form className={styles.field} onSubmit={(e) => void reject(e)} noValidate>
          <label htmlFor={`${id}-comment`} className={styles.label}>
            {texts.commentLabel}
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
            <button type="submit" className={styles.danger} disabled={busy}>
              {texts.sendReject}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setRejecting(false)}>
              {texts.cancel}
            </button>
          </div>
        </form>
      ) : null}
      {steps.length === 0 && !canReject ? <p className={styles.muted}>{texts.none}</p> : null}
      <p role="status" className={styles.muted}>
        {said}
      </p>
    </section>
  );
}
