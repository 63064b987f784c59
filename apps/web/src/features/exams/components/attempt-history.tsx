/**
 * The viewer's finished attempts on the exam info page (issue 24), oldest first: each links to its result with its
 * percent and verdict, so a learner with several attempts finds every one of them, not only the last.
 */
import type { ExamInfo } from '@portico/contracts';
import { examLink } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatPercent } from '@/lib/format-duration.ts';
import styles from './exams.module.css';

type History = NonNullable<ExamInfo['viewer']>['history'];

export function AttemptHistory({ history, schoolId }: { history: History; schoolId: string }) {
  const t = useT();
  const { lang } = useBootstrap();
  return (
    <section aria-labelledby="exam-history" className={styles.history}>
      <h2 id="exam-history">{t('exam.info.history')}</h2>
      <ol>
        {history.map((attempt) => (
          <li key={attempt.id}>
            <a href={examLink({ schoolId, view: 'examResult', attemptId: attempt.id, lang })}>
              {t('exam.info.historyItem', { number: attempt.number })}
            </a>{' '}
            {formatPercent(attempt.percent, lang)} ·{' '}
            {attempt.passed === null
              ? t('exam.result.waitingShort')
              : attempt.passed
                ? t('exam.result.passed')
                : t('exam.result.failed')}
          </li>
        ))}
      </ol>
    </section>
  );
}
