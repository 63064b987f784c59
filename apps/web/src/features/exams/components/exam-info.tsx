/**
 * `/iexam/{schoolId}/examInfo?examId=…` and `open/examInfo` (issue 24): what the exam is and the viewer's standing
 * — window, time limit, attempts, pass mark, questions, review policy in words — with Start or Resume (visitors log
 * in first through the login gate; a blocked start says why with the code's text) and the past attempts.
 */
import type { ExamInfo } from '@portico/contracts';
import { examLink, type LanguageCode } from '@portico/core';
import { ViewLoading } from '@/components/view-loading.tsx';
import { useT } from '@/i18n/use-t.ts';
import { errorMessageKey, errorText } from '@/lib/api-errors.ts';
import { formatDate } from '@/lib/format-date.ts';
import { nav } from '@/lib/navigation.ts';
import { useRequireLogin } from '@/lib/require-login.tsx';
import type { ErrorCode } from '@portico/contracts/errors';
import { useExamInfo } from '../api/exam-info.ts';
import { AttemptHistory } from './attempt-history.tsx';
import styles from './exams.module.css';
import { Html } from './question-field.tsx';

interface ExamInfoViewProps {
  schoolId: string;
  examId: string;
  lang: LanguageCode;
  /** The page's copy of this exam's info, when it carries one (a signed-in viewer's page). */
  initial?: ExamInfo | undefined;
}

export default function ExamInfoView({ schoolId, examId, lang, initial }: ExamInfoViewProps) {
  const t = useT();
  const info = useExamInfo(schoolId, examId, initial);
  if (info.isPending) return <ViewLoading />;
  if (info.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorText(info.error, t)}
      </p>
    );
  }
  return <InfoBody info={info.data} lang={lang} />;
}

function windowText(info: ExamInfo, lang: LanguageCode, t: ReturnType<typeof useT>): string {
  const opens = info.opensAt ? formatDate(info.opensAt, lang, true) : null;
  const closes = info.closesAt ? formatDate(info.closesAt, lang, true) : null;
  if (opens && closes) return t('exam.info.windowBetween', { opens, closes });
  if (opens) return t('exam.info.windowFrom', { opens });
  if (closes) return t('exam.info.windowUntil', { closes });
  return t('exam.info.windowAlways');
}

function InfoBody({ info, lang }: { info: ExamInfo; lang: LanguageCode }) {
  const t = useT();
  const requireLogin = useRequireLogin();
  const schoolId = info.schoolId;
  const contentHref = examLink({ schoolId, view: 'examContent', examId: info.id, lang });
  const viewer = info.viewer;
  const blockedKey = viewer?.blockedBy ? errorMessageKey(viewer.blockedBy as ErrorCode) : null;
  return (
    <div className={styles.info}>
      <h2 className={styles.sectionTitle}>{info.title}</h2>
      {info.description ? <Html html={info.description} className={styles.stem} /> : null}
      <dl className={styles.facts}>
        <dt>{t('exam.info.window')}</dt>
        <dd>
          {windowText(info, lang, t)} ({t(`exam.window.${info.window}`)})
        </dd>
        <dt>{t('exam.info.timeLimit')}</dt>
        <dd>
          {info.timeLimitMinutes === null
            ? t('exam.info.noLimit')
            : t('exam.info.minutes', { count: info.timeLimitMinutes })}
        </dd>
        <dt>{t('exam.info.attempts')}</dt>
        <dd>
          {t('exam.info.attemptsValue', { used: viewer?.attemptsUsed ?? 0, count: info.attemptsAllowed })}
        </dd>
        <dt>{t('exam.info.passMark')}</dt>
        <dd>{t('exam.info.passMarkValue', { percent: info.passMark })}</dd>
        <dt>{t('exam.info.questions')}</dt>
        <dd>{t('exam.info.questionCount', { count: info.questionCount })}</dd>
        <dt>{t('exam.info.review')}</dt>
        <dd>{t(`exam.policy.${info.reviewPolicy}`)}</dd>
        {viewer?.bestPercent !== null && viewer?.bestPercent !== undefined ? (
          <>
            <dt>{t('exam.info.best')}</dt>
            <dd>
              {t('exam.result.percentValue', { percent: viewer.bestPercent, passMark: info.passMark })}
              {viewer.passed ? ` · ${t('exam.result.passed')}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        {!viewer ? (
          <button
            type="button"
            className={styles.primary}
            onClick={() => requireLogin(() => nav.assign(contentHref))}
          >
            {t('exam.info.loginToStart')}
          </button>
        ) : viewer.inProgressAttemptId ? (
          <a className={styles.primary} href={contentHref}>
            {t('exam.info.resume')}
          </a>
        ) : viewer.blockedBy ? (
          <p className={styles.notice}>{blockedKey ? t(blockedKey) : t('errors.generic')}</p>
        ) : (
          <a className={styles.primary} href={contentHref}>
            {t('exam.info.start')}
          </a>
        )}
      </div>
      {viewer && viewer.history.length > 0 ? (
        <AttemptHistory history={viewer.history} schoolId={schoolId} />
      ) : null}
    </div>
  );
}
