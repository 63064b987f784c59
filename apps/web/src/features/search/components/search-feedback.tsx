import { LIMITS, charCount } from '@portico/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TFn } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { ApiError } from '@/lib/api-client.ts';
import { knownErrorText } from '@/lib/api-errors.ts';
import { safeStorage } from '@/lib/auth-storage.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useRequireLogin } from '@/lib/require-login.tsx';
import { showToast } from '@/lib/toast.ts';
import { useAddSearchFeedback, type Evaluation } from '../api/add-feedback.ts';
import { initialFeedback, useFeedbackState } from '../hooks/use-feedback-state.ts';
import styles from './search-feedback.module.css';

/** sessionStorage: the evaluation a visitor chose before logging in (the login reloads the page). */
export const RESUME_KEY = 'portico_search_feedback_resume';
/** Scrolling further than this collapses the panel (a focus nudge of a few pixels does not). */
const SCROLL_SLACK_PX = 48;

function readResume(keyword: string): Evaluation | null {
  try {
    const v = JSON.parse(safeStorage('session')?.getItem(RESUME_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    return v?.keyword === keyword && (v.evaluation === 'praise' || v.evaluation === 'trodden')
      ? v.evaluation
      : null;
  } catch {
    return null;
  }
}

/**
 * Spec §8: a refused feedback (4xx) shows what the server said — its code, translated; a thrown, network or
 * server failure, or an answer without a code a user should read, "Feedback failed".
 */
function feedbackError(error: unknown, t: TFn): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return t('search.feedbackFailed');
  }
  return knownErrorText(error, t) ?? t('search.feedbackFailed');
}

/** "Were these results helpful?" — the search-result feedback popover (spec §2/§4/§5/§8). */
export function SearchFeedback({ schoolId, keyword }: { schoolId: string; keyword: string }) {
  const b = useBootstrap();
  const t = useT();
  const id = useId();
  const requireLogin = useRequireLogin();
  const send = useAddSearchFeedback();
  // Mounted only after hydration (results are fetched on the client), so reading storage here is safe.
  const [resume] = useState(() => (b.viewer ? readResume(keyword) : null));
  const [state, dispatch] = useFeedbackState(
    resume === 'trodden' ? { ...initialFeedback, evaluation: 'trodden', open: true } : initialFeedback,
  );
  const resumed = useRef(false);

  const submit = (evaluation: Evaluation, text: string) =>
    send.mutate(
      { schoolId, evaluation, text, keyword },
      {
        onSuccess: () => {
          dispatch({ type: evaluation === 'praise' ? 'praised' : 'sent' });
          showToast(t('search.feedbackSuccess'));
        },
        onError: (error) => dispatch({ type: 'failed', message: feedbackError(error, t) }),
      },
    );
  const choose = (evaluation: Evaluation) =>
    requireLogin(() => {
      // A visitor logs in first; the page reloads and this choice continues (see the effect below).
      if (!b.viewer) safeStorage('session')?.setItem(RESUME_KEY, JSON.stringify({ evaluation, keyword }));
      else if (evaluation === 'praise') submit('praise', '');
      else dispatch({ type: 'trodden' });
    });

  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    safeStorage('session')?.removeItem(RESUME_KEY);
    if (resume === 'praise') submit('praise', '');
    // Once, on mount: continue what the visitor chose before logging in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!state.open) return;
    const startY = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > SCROLL_SLACK_PX) dispatch({ type: 'collapse' });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [state.open, dispatch]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.text.trim() === '') dispatch({ type: 'required' });
    else submit('trodden', state.text);
  };
  const warning =
    state.warning === 'required'
      ? t('search.feedbackRequired')
      : state.warning === 'tooLong'
        ? t('search.feedbackTooLong', {
            max: LIMITS.SEARCH_FEEDBACK_TEXT,
            count: LIMITS.SEARCH_FEEDBACK_TEXT,
          })
        : null;

  return (
    <div className={styles.feedback}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={state.open}
        aria-controls={`${id}-panel`}
        onClick={() => dispatch({ type: 'toggle' })}
      >
        {state.evaluation === 'praise' ? t('search.feedbackThanks') : t('search.feedbackAsk')}
      </button>
      <div
        id={`${id}-panel`}
        role="group"
        aria-label={t('search.feedbackAsk')}
        className={styles.panel}
        hidden={!state.open}
        onKeyDown={(event) => event.key === 'Escape' && dispatch({ type: 'collapse' })}
      >
        <div className={styles.choices}>
          <button
            type="button"
            className={styles.choice}
            aria-pressed={state.evaluation === 'praise'}
            disabled={send.isPending}
            onClick={() => choose('praise')}
          >
            {t('search.praise')}
          </button>
          <button
            type="button"
            className={styles.choice}
            aria-pressed={state.evaluation === 'trodden'}
            onClick={() => choose('trodden')}
          >
            {t('search.trodden')}
          </button>
        </div>
        {state.evaluation === 'trodden' ? (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <label htmlFor={`${id}-text`}>{t('search.feedbackLabel')}</label>
            <textarea
              id={`${id}-text`}
              className={styles.text}
              rows={3}
              value={state.text}
              autoFocus
              aria-invalid={state.warning === 'required'}
              aria-describedby={`${id}-count`}
              onChange={(event) => dispatch({ type: 'text', value: event.target.value })}
            />
            <span id={`${id}-count`} className={styles.count}>
              {t('search.feedbackCounter', {
                used: charCount(state.text),
                max: LIMITS.SEARCH_FEEDBACK_TEXT,
                count: LIMITS.SEARCH_FEEDBACK_TEXT,
              })}
            </span>
            {warning ? (
              <p className={styles.warning} role="alert">
                {warning}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className={styles.submit} disabled={send.isPending}>
                {send.isPending ? t('common.submitting') : t('search.feedbackSubmit')}
              </button>
              <button type="button" className={styles.cancel} onClick={() => dispatch({ type: 'cancel' })}>
                {t('search.feedbackCancel')}
              </button>
            </div>
          </form>
        ) : null}
        {state.error ? (
          <p className={styles.warning} role="alert">
            {state.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
