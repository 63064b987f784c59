import type { ReviewQuestion as ReviewQuestionData } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { answerText, keyText } from './answer-text.ts';
import styles from './exams.module.css';
import { Html } from './question-field.tsx';

/** One question of a result: the learner's answer, the points, and — when the policy allows — key and explanation. */
export function ReviewQuestion({ question }: { question: ReviewQuestionData }) {
  const t = useT();
  const key = question.key ? keyText(question.key, t) : null;
  const verdict =
    question.correct === null
      ? question.awarded === null
        ? t('exam.review.pending')
        : null
      : t(question.correct ? 'exam.review.correct' : 'exam.review.wrong');
  return (
    <li className={styles.reviewItem}>
      <p className={styles.questionHead}>
        {t('exam.question.number', { number: question.position })}{' '}
        <span className={styles.muted}>
          {question.awarded === null
            ? t('exam.question.points', { count: question.points })
            : t('exam.review.awarded', { awarded: question.awarded, count: question.points })}
        </span>
        {verdict ? (
          <span className={question.correct === false ? styles.failed : styles.passed}> · {verdict}</span>
        ) : null}
      </p>
      <Html html={question.stem} className={styles.stem} />
      {question.options.length > 0 ? (
        <ul className={styles.reviewOptions}>
          {question.options.map((option) => (
            <li key={option.key}>
              <span className={styles.optionKey}>{option.key}.</span> <Html html={option.text} inline />
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        <dt>{t('exam.review.yourAnswer')}</dt>
        <dd className={styles.preWrap}>{answerText(question.answer, t)}</dd>
        {key ? (
          <>
            <dt>{t('exam.review.correctAnswer')}</dt>
            <dd>{key}</dd>
          </>
        ) : null}
        {question.feedback ? (
          <>
            <dt>{t('exam.review.feedback')}</dt>
            <dd className={styles.preWrap}>{question.feedback}</dd>
          </>
        ) : null}
      </dl>
      {question.explanation ? (
        <div className={styles.explanation}>
          <p className={styles.muted}>{t('exam.review.explanation')}</p>
          <Html html={question.explanation} />
        </div>
      ) : null}
    </li>
  );
}
