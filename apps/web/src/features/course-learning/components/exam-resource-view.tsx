/**
 * A course resource of kind `exam` (issue 24): the exam itself runs on its own pages (`/iexam/…`), so the learning
 * view says how the part completes — by passing the exam, never by opening it — and links to the exam's page.
 */
import { examLink } from '@portico/core';
import type { LearnResource } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './learn.module.css';

export function ExamResourceView({ resource, schoolId }: { resource: LearnResource; schoolId: string }) {
  const t = useT();
  const { lang } = useBootstrap();
  return (
    <div className={styles.external}>
      <p>{t('learn.examNote')}</p>
      {resource.examId ? (
        <a
          className={styles.primaryLink}
          href={examLink({ schoolId, view: 'examInfo', examId: resource.examId, lang })}
        >
          {t('learn.examOpen')}
        </a>
      ) : null}
    </div>
  );
}
