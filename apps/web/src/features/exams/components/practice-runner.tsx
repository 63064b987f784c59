/**
 * Issue 24: practice one question at a time — Check gives instant feedback (right or wrong, the correct answer and
 * the explanation), Next moves on. Wrong answers land in the mistake book (server side).
 */
import type { PracticeFeedback, PracticeQuestion } from '@portico/contracts';
import type { AnswerValue } from '@portico/core';
import { useRef, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useCheckPracticeAnswer } from '../api/practice-answer.ts';
import { keyText } from './answer-text.ts';
import styles from './exams.module.css';
import { Html, QuestionField, isAnswered } from './question-field.tsx';

interface PracticeRunnerProps {
  schoolId: string;
  title: string;
  questions: PracticeQuestion[];
  onDone: () => void;
}

export function PracticeRunner({ schoolId, title, questions, onDone }: PracticeRunnerProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<AnswerValue | undefined>(undefined);
  const [feedback, setFeedback] = useState<PracticeFeedback | null>(null);
  const check = useCheckPracticeAnswer(schoolId);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const question = questions[index];
  if (!question) {
    return (
      <div className={styles.panel}>
        <p role="status">{questions.length === 0 ? t('practice.empty') : t('practice.finished')}</p>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t('practice.back')}
        </button>
      </div>
    );
  }
  const key = feedback ? keyText(feedback.key, t) : null;
  return (
    <section className={styles.exercise} aria-labelledby="practice-title">
      <div className={styles.cardHead}>
        <h2 id="practice-title" className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.muted}>
          {t('practice.progress', { number: index + 1, total: questions.length })}
        </p>
      </div>
      <form
        className={styles.questions}
        onSubmit={(event) => {
          event.preventDefault();
          if (!answer || feedback) return;
          check.mutate(
            { questionId: question.questionId, version: question.version, answer },
            {
              onSuccess: (result) => {
                setFeedback(result);
                requestAnimationFrame(() => feedbackRef.current?.focus());
              },
            },
          );
        }}
      >
        <QuestionField
          key={question.questionId}
          question={{ ...question, position: index + 1 }}
          value={answer}
          onChange={setAnswer}
          disabled={feedback !== null}
        />
        {feedback ? (
          <div ref={feedbackRef} tabIndex={-1} className={styles.explanation} role="status">
            <p className={feedback.correct === false ? styles.failed : styles.passed}>
              {feedback.correct === null
                ? t('practice.essayNote')
                : t(feedback.correct ? 'exam.review.correct' : 'exam.review.wrong')}
            </p>
            {key ? <p>{t('practice.correctAnswer', { answer: key })}</p> : null}
            {feedback.explanation ? <Html html={feedback.explanation} /> : null}
          </div>
        ) : null}
        {check.isError ? (
          <p className={styles.error} role="alert">
            {errorText(check.error, t)}
          </p>
        ) : null}
        <div className={styles.actions}>
          {feedback ? (
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setIndex(index + 1);
                setAnswer(undefined);
                setFeedback(null);
                check.reset();
              }}
            >
              {t('practice.next')}
            </button>
          ) : (
            <button
              type="submit"
              className={styles.primary}
              disabled={!isAnswered(answer) || check.isPending}
            >
              {t('practice.check')}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={onDone}>
            {t('practice.back')}
          </button>
        </div>
      </form>
    </section>
  );
}
