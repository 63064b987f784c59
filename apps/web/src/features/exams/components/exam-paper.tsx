/**
 * Issue 24: the paper of an attempt in progress — every question, a navigator (answered / unanswered), the save
 * status ("Saving…", "Saved", "Offline — will retry"), the timer, and submit behind a confirmation that lists the
 * unanswered questions.
 */
import type { Attempt } from '@portico/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { nav } from '@/lib/navigation.ts';
import { submitAttempt } from '../api/submit-attempt.ts';
import { useAnswerSync } from '../hooks/use-answer-sync.ts';
import { ExamTimer } from './exam-timer.tsx';
import styles from './exams.module.css';
import { QuestionField, isAnswered } from './question-field.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { SubmitDialog } from './submit-dialog.tsx';

interface ExamPaperProps {
  schoolId: string;
  attempt: Attempt;
  resultHref: string;
  onStale: () => void;
}

export function ExamPaper({ schoolId, attempt, resultHref, onStale }: ExamPaperProps) {
  const t = useT();
  const toResult = () => nav.assign(resultHref);
  const sync = useAnswerSync(schoolId, attempt, { onStale, onClosed: toResult });
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const unanswered = attempt.questions
    .filter((question) => !isAnswered(sync.answers[question.position]))
    .map((question) => question.position);

  const [timeUp, setTimeUp] = useState(false);

  async function submit() {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const seq = await sync.flushAll();
      await submitAttempt(schoolId, attempt.id, seq);
      toResult();
    } catch (error) {
      setSubmitting(false);
      setSubmitError(errorText(error, t));
    }
  }

  /**
   * At zero the paper locks, the answers still waiting go out, and the page submits for the deadline, then shows
   * the result; if that fails (offline), the result page says the server is closing the attempt, which its sweep
   * does once deadline + grace has passed.
   */
  async function submitAtTimeUp() {
    setTimeUp(true);
    setSubmitting(true);
    setConfirming(false);
    try {
      const seq = await sync.flushAll();
      await submitAttempt(schoolId, attempt.id, seq, true);
    } catch {
      // The result page explains; nothing more to do here.
    }
    toResult();
  }

  return (
    <div className={styles.paper}>
      <div className={styles.bar}>
        <p className={styles.attemptTitle}>
          {attempt.title} · {t('exam.attemptNumber', { number: attempt.number })}
        </p>
        {attempt.remainingSeconds !== null ? (
          <ExamTimer remainingSeconds={attempt.remainingSeconds} onTimeUp={() => void submitAtTimeUp()} />
        ) : (
          <p className={styles.muted}>{t('exam.untimed')}</p>
        )}
        <SaveStatusLine status={sync.status} />
      </div>
      {timeUp ? (
        <p className={styles.error} role="alert" data-testid="time-up">
          {t('exams.timeUp')}
        </p>
      ) : null}
      <nav className={styles.navigator} aria-label={t('exam.navigator')}>
        <ol className={styles.navList}>
          {attempt.questions.map((question) => {
            const answered = isAnswered(sync.answers[question.position]);
            return (
              <li key={question.position}>
                <a
                  href={`#question-${question.position}`}
                  className={answered ? styles.navAnswered : styles.navOpen}
                  aria-label={t(answered ? 'exam.nav.answered' : 'exam.nav.unanswered', {
                    number: question.position,
                  })}
                >
                  {question.position}
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      <form
        className={styles.questions}
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        {attempt.questions.map((question) => (
          <div key={question.position} id={`question-${question.position}`} className={styles.anchor}>
            <QuestionField
              question={question}
              value={sync.answers[question.position]}
              onChange={(value) => sync.answer(question.position, value)}
              disabled={submitting}
            />
          </div>
        ))}
        {submitError ? (
          <p className={styles.error} role="alert">
            {submitError}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={submitting}>
          {t('exam.submit')}
        </button>
      </form>
      <SubmitDialog
        open={confirming}
        onOpenChange={setConfirming}
        unanswered={unanswered}
        submitting={submitting}
        onConfirm={() => void submit()}
      />
    </div>
  );
}
