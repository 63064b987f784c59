/**
 * `/iexam/{schoolId}/examResult?attemptId=…` (issue 24): score, percent, pass/fail (or waiting for grading), who
 * submitted, and the per-question review the exam's policy allows — otherwise the policy in words.
 */
import type { AttemptResult } from '@portico/contracts';
import { examLink, type LanguageCode } from '@portico/core';
import { ViewLoading } from '@/components/view-loading.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useAttemptResult } from '../api/attempt-result.ts';
import styles from './exams.module.css';
import { ReviewQuestion } from './review-question.tsx';

interface ExamResultProps {
  schoolId: string;
  attemptId: string;
  lang: LanguageCode;
}

export default function ExamResult({ schoolId, attemptId, lang }: ExamResultProps) {
  const t = useT();
  const result = useAttemptResult(schoolId, attemptId);
  if (result.isPending) return <ViewLoading />;
  if (result.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorText(result.error, t)}
      </p>
    );
  }
  return (
    <ResultBody
      result={result.data}
      schoolId={schoolId}
      lang={lang}
      onRefresh={() => void result.refetch()}
    />
  );
}

function ResultBody({
  result,
  schoolId,
  lang,
  onRefresh,
}: {
  result: AttemptResult;
  schoolId: string;
  lang: LanguageCode;
  onRefresh: () => void;
}) {
  const t = useT();
  const infoHref = examLink({ schoolId, view: 'examInfo', examId: result.examId, lang });
  if (result.state === 'in_progress') {
    // The timer ran out in the browser a moment before the server's deadline (and its grace) passed.
    return (
      <div className={styles.panel}>
        <p role="status">{t('exam.result.closing')}</p>
        <button type="button" className={styles.secondary} onClick={onRefresh}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const verdict =
    result.passed === null
      ? t('exam.result.waiting', { count: result.pendingGrading })
      : t(result.passed ? 'exam.result.passed' : 'exam.result.failed');
  return (
    <div className={styles.result}>
      <h2 className={styles.sectionTitle}>
        {result.title} · {t('exam.attemptNumber', { number: result.number })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('exam.result.score')}</dt>
        <dd>{t('exam.result.scoreValue', { score: result.score, count: result.maxScore })}</dd>
        <dt>{t('exam.result.percent')}</dt>
        <dd>{t('exam.result.percentValue', { percent: result.percent, passMark: result.passMark })}</dd>
        <dt>{t('exam.result.verdict')}</dt>
        <dd className={result.passed === false ? styles.failed : result.passed ? styles.passed : undefined}>
          {verdict}
        </dd>
        {result.submittedAt ? (
          <>
            <dt>{t('exam.result.submitted')}</dt>
            <dd>
              {t(result.submittedBy === 'deadline' ? 'exam.result.byDeadline' : 'exam.result.byYou', {
                date: formatDate(result.submittedAt, lang, true),
              })}
            </dd>
          </>
        ) : null}
      </dl>
      {result.questions.length > 0 ? (
        <section aria-labelledby="exam-review-title">
          <h2 id="exam-review-title" className={styles.sectionTitle}>
            {t('exam.review.title')}
          </h2>
          <ol className={styles.reviewList}>
            {result.questions.map((question) => (
              <ReviewQuestion key={question.position} question={question} />
            ))}
          </ol>
        </section>
      ) : (
        <p className={styles.panel}>
          {result.reviewPolicy === 'never'
            ? t('exam.review.never')
            : result.reviewOpensAt
              ? t('exam.review.opensAt', { date: formatDate(result.reviewOpensAt, lang, true) })
              : t('exam.review.notYet')}
        </p>
      )}
      <a href={infoHref}>{t('exam.backToInfo')}</a>
    </div>
  );
}
