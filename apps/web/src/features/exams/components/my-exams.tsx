/**
 * Learning center `studyCenter_MyExam` (issue 24): the viewer's exams — upcoming, in progress (with time left),
 * submitted (waiting for grading), graded — each linking to the page that fits: info, content or result.
 */
import type { LearnerExam } from '@portico/contracts';
import { examLink, type LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useMyExams } from '../api/my-exams.ts';
import styles from './exams.module.css';

interface MyExamsProps {
  schoolId: string;
  lang: LanguageCode;
}

const STATUSES = ['in_progress', 'upcoming', 'submitted', 'graded'] as const;

function examHref(exam: LearnerExam, lang: LanguageCode): string {
  const { schoolId, examId, attemptId } = exam;
  if (exam.status === 'in_progress') return examLink({ schoolId, view: 'examContent', examId, lang });
  if ((exam.status === 'submitted' || exam.status === 'graded') && attemptId) {
    return examLink({ schoolId, view: 'examResult', attemptId, lang });
  }
  return examLink({ schoolId, view: 'examInfo', examId, lang });
}

export default function MyExams({ schoolId, lang }: MyExamsProps) {
  const t = useT();
  const list = useMyExams(schoolId);
  const records = list.data?.records ?? [];
  return (
    <section aria-labelledby="my-exams-title" className={styles.exercise}>
      <h2 id="my-exams-title" className={styles.sectionTitle}>
        {t('myExams.title')} <span className={styles.muted}>({records.length})</span>
      </h2>
      {list.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {list.isError ? (
        <p className={styles.error} role="alert">
          {errorText(list.error, t)}
        </p>
      ) : null}
      {list.isSuccess && records.length === 0 ? <p>{t('center.exams.empty')}</p> : null}
      {STATUSES.map((status) => {
        const group = records.filter((exam) => exam.status === status);
        if (group.length === 0) return null;
        return (
          <section key={status} aria-labelledby={`my-exams-${status}`}>
            <h3 id={`my-exams-${status}`} className={styles.cardTitle}>
              {t(`myExams.status.${status}`)} ({group.length})
            </h3>
            <ul className={styles.list}>
              {group.map((exam) => (
                <li key={exam.examId} className={styles.card}>
                  <a href={examHref(exam, lang)}>{exam.title}</a>
                  <p className={styles.muted}>{examLine(exam, lang, t)}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

function examLine(exam: LearnerExam, lang: LanguageCode, t: ReturnType<typeof useT>): string {
  if (exam.status === 'in_progress') {
    return exam.remainingSeconds === null
      ? t('exam.untimed')
      : t('exam.timer.minutesLeft', { count: Math.ceil(exam.remainingSeconds / 60) });
  }
  if (exam.status === 'graded' && exam.percent !== null) {
    return `${t('learning.percent', { value: exam.percent })} · ${t(exam.passed ? 'exam.result.passed' : 'exam.result.failed')}`;
  }
  if (exam.status === 'submitted') return t('exam.result.waitingShort');
  if (exam.opensAt) return t('exam.info.windowFrom', { opens: formatDate(exam.opensAt, lang, true) });
  if (exam.closesAt) return t('exam.info.windowUntil', { closes: formatDate(exam.closesAt, lang, true) });
  return t('exam.info.windowAlways');
}
