/**
 * The review and publish steps of a knowledge article (issue 25 item 4) — exactly the server's `actions` (core
 * allowedAuthoringActions, the course's rule): submit, withdraw, publish, unpublish; for admins approve, or reject
 * with a required comment that the author reads here and in their messages.
 */
import type { ArticleDraftView, ArticleTransition } from '@portico/contracts';
import { AUTHORING_LIMITS, reviewCommentValid } from '@portico/core';
import { useId, useState, type FormEvent } from 'react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import styles from './o3-articles.module.css';

const STEPS: { action: ArticleTransition; label: MessageKey; done: MessageKey; primary?: boolean }[] = [
  { action: 'submit', label: 'o3articles.review.submit', done: 'o3articles.review.submitted', primary: true },
  {
    action: 'approve',
    label: 'o3articles.review.approve',
    done: 'o3articles.review.approved',
    primary: true,
  },
  {
    action: 'publish',
    label: 'o3articles.review.publish',
    done: 'o3articles.review.published',
    primary: true,
  },
  { action: 'withdraw', label: 'o3articles.review.withdraw', done: 'o3articles.review.withdrawn' },
  { action: 'unpublish', label: 'o3articles.review.unpublish', done: 'o3articles.review.unpublished' },
];

interface Props {
  view: ArticleDraftView;
  busy: boolean;
  onRun: (action: ArticleTransition, comment?: string) => Promise<boolean>;
}

export function ArticleReview({ view, busy, onRun }: Props) {
  const t = useT();
  const id = useId();
  const [said, setSaid] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  const steps = STEPS.filter((step) => view.actions.includes(step.action));
  const run = async (step: (typeof STEPS)[number]) => {
    setSaid('');
    if (await onRun(step.action)) setSaid(t(step.done));
  };
  const reject = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!reviewCommentValid(comment)) return;
    if (await onRun('reject', comment)) {
      setSaid(t('o3articles.review.rejected'));
      setRejecting(false);
      setComment('');
      setAttempted(false);
    }
  };
  const commentError = attempted && !reviewCommentValid(comment) ? t('errors.REVIEW_COMMENT_REQUIRED') : null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('o3articles.review.title')}
      </h2>
      <p className={styles.muted}>{view.reviewOn ? t('o3articles.reviewOn') : t('o3articles.reviewOff')}</p>
      {view.state.review === 'in_review' ? <p>{t('o3articles.review.waiting')}</p> : null}
      {view.state.review === 'rejected' && view.reviewComment ? (
        <p className={styles.comment}>
          <strong>{t('o3articles.review.comment')}</strong> {view.reviewComment}
        </p>
      ) : null}
      <div className={styles.actions}>
        {steps.map((step) => (
          <button
            key={step.action}
            type="button"
            className={step.primary ? styles.primary : styles.secondary}
            disabled={busy}
            onClick={() => void run(step)}
          >
            {t(step.label)}
          </button>
        ))}
        {view.actions.includes('reject') && !rejecting ? (
          <button type="button" className={styles.secondary} onClick={() => setRejecting(true)}>
            {t('o3articles.review.reject')}
          </button>
        ) : null}
      </div>
      {view.actions.includes('reject') && rejecting ? (
        <form className={styles.field} onSubmit={(e) => void reject(e)} noValidate>
          <label htmlFor={`${id}-comment`}>{t('o3articles.review.comment')}</label>
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
            <p id={`${id}-comment-error`} role="alert" className={styles.alert}>
              {commentError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={busy}>
              {t('o3articles.review.sendReject')}
            </button>
            <button type="button" className={styles.secondary} onClick={() => setRejecting(false)}>
              {t('o3articles.review.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {steps.length === 0 && !view.actions.includes('reject') ? (
        <p className={styles.muted}>{t('o3articles.review.none')}</p>
      ) : null}
      <p role="status" className={styles.muted}>
        {said}
      </p>
    </section>
  );
}
