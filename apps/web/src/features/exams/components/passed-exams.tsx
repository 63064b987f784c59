/** The learning archive's "Passed exams" (issue 24): the viewer's graded and passed exams, linking to results. */
import { examLink, type LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useMyExams } from '../api/my-exams.ts';
import styles from './exams.module.css';

export default function PassedExams({ schoolId, lang }: { schoolId: string; lang: LanguageCode }) {
  const t = useT();
  const list = useMyExams(schoolId);
  const passed = (list.data?.records ?? []).filter((exam) => exam.passed === true && exam.attemptId);
  return (
    <section aria-labelledby="passed-exams-title" className={styles.exercise}>
      <h2 id="passed-exams-title" className={styles.sectionTitle}>
        {t('myExams.passedTitle')}
      </h2>
      {list.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {list.isError ? (
        <p className={styles.error} role="alert">
          {errorText(list.error, t)}
        </p>
      ) : null}
      {list.isSuccess && passed.length === 0 ? <p>{t('myExams.passedEmpty')}</p> : null}
      <ul className={styles.list}>
        {passed.map((exam) => (
          <li key={exam.examId} className={styles.card}>
            <a
              href={examLink({
                schoolId: exam.schoolId,
                view: 'examResult',
                attemptId: exam.attemptId ?? '',
                lang,
              })}
            >
              {exam.title}
            </a>
            <p className={styles.muted}>
              {exam.percent !== null ? t('learning.percent', { value: exam.percent }) : ''}
              {exam.submittedAt ? ` · ${formatDate(exam.submittedAt, lang)}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
