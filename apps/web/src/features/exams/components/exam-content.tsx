/**
 * `/iexam/{schoolId}/examContent?examId=…` (issue 24): starts the attempt, or resumes the one in progress with its
 * paper, saved answers and the server's remaining time. A stale write (another tab or device went on) reads the
 * attempt again and says why.
 */
import { examLink, type LanguageCode } from '@portico/core';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { nav } from '@/lib/navigation.ts';
import { useAttempt } from '../api/start-attempt.ts';
import { ExamPaper } from './exam-paper.tsx';
import styles from './exams.module.css';

interface ExamContentProps {
  schoolId: string;
  examId: string;
  lang: LanguageCode;
}

export default function ExamContent({ schoolId, examId, lang }: ExamContentProps) {
  const t = useT();
  const attempt = useAttempt(schoolId, examId);
  const [staleNotice, setStaleNotice] = useState(false);
  const infoHref = examLink({ schoolId, view: 'examInfo', examId, lang });
  const closedId = attempt.data && attempt.data.state !== 'in_progress' ? attempt.data.id : null;
  useEffect(() => {
    if (closedId) nav.replace(examLink({ schoolId, view: 'examResult', attemptId: closedId, lang }));
  }, [closedId, schoolId, lang]);
  if (attempt.isPending) return <p role="status">{t('exam.starting')}</p>;
  if (attempt.isError) {
    return (
      <div className={styles.panel} role="alert">
        <p>{errorText(attempt.error, t)}</p>
        <a href={infoHref}>{t('exam.backToInfo')}</a>
      </div>
    );
  }
  const data = attempt.data;
  const resultHref = examLink({ schoolId, view: 'examResult', attemptId: data.id, lang });
  if (closedId) return <p role="status">{t('exam.toResult')}</p>;
  return (
    <>
      {staleNotice ? (
        <p className={styles.notice} role="alert">
          {t('exam.staleWrite')}
        </p>
      ) : null}
      <ExamPaper
        // A fresh read (after a stale write) starts the paper again from the server's answers.
        key={`${data.id}:${data.lastSeq}:${attempt.dataUpdatedAt}`}
        schoolId={schoolId}
        attempt={data}
        resultHref={resultHref}
        onStale={() => {
          setStaleNotice(true);
          void attempt.refetch();
        }}
      />
    </>
  );
}
