import { portalHomeLink } from '@portico/core';
import type { EnrolmentList } from '@portico/contracts';
import { useState } from 'react';
import { Pager } from '@/components/pager.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { ENROLMENT_PAGE_SIZE, useEnrolments } from '../api/enrolments.ts';
import { EnrolmentCard } from './enrolment-card.tsx';
import styles from './learning-center.module.css';

/**
 * "My learning" (issue 11 §5), a lazy chunk: the courses the viewer enrolled in across this school and its
 * sub-schools, most recently studied first, with progress; the first page comes with the bootstrap.
 */
export default function LearningCenter({ initial }: { initial: EnrolmentList | null }) {
  const b = useBootstrap();
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useEnrolments(b.school?.id ?? '', page, initial);
  const data = list.data;
  if (!b.school) return null;
  if (!data) {
    return (
      <p role="status" className={styles.empty}>
        {list.isError ? t('learning.loadFailed') : t('common.loading')}
      </p>
    );
  }
  return (
    <section className={styles.center} aria-labelledby="learning-title" aria-busy={list.isFetching}>
      <div className={styles.toolbar}>
        <h2 id="learning-title" className={styles.heading}>
          {t('learning.title')}
        </h2>
        <p className={styles.summary}>{t('learning.count', { count: data.total })}</p>
      </div>
      {data.records.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('learning.empty')}</p>
          <a className={styles.browse} href={portalHomeLink({ schoolId: b.school.id, lang: b.lang })}>
            {t('learning.browse')}
          </a>
        </div>
      ) : (
        <ul className={styles.list}>
          {data.records.map((enrolment) => (
            <EnrolmentCard key={enrolment.id} enrolment={enrolment} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        total={data.total}
        pageSize={ENROLMENT_PAGE_SIZE}
        label={t('learning.pages')}
        busy={list.isFetching}
        onPage={setPage}
      />
    </section>
  );
}
