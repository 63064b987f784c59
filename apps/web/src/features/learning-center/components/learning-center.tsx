import { ENROLMENT_STATUSES, portalHomeLink, privateCenterLink, type EnrolmentStatus } from '@portico/core';
import type { EnrolmentCounts, EnrolmentList } from '@portico/contracts';
import { useState, type MouseEvent } from 'react';
import { Pager } from '@/components/pager.tsx';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatCount } from '@/lib/format-duration.ts';
import { ENROLMENT_PAGE_SIZE, useEnrolments } from '../api/enrolments.ts';
import { EnrolmentCard } from './enrolment-card.tsx';
import styles from './learning-center.module.css';

const FILTERS: Record<
  EnrolmentStatus,
  { label: MessageKey; count: keyof EnrolmentCounts; empty: MessageKey }
> = {
  'in-progress': {
    label: 'center.filter.inProgress',
    count: 'inProgress',
    empty: 'center.filter.emptyInProgress',
  },
  completed: { label: 'center.filter.completed', count: 'completed', empty: 'center.filter.emptyCompleted' },
  all: { label: 'center.filter.all', count: 'all', empty: 'learning.empty' },
};

/**
 * "My learning" (issue 11 §5, issue 23 item 6), a lazy chunk: the courses the viewer enrolled in across this
 * school and its sub-schools, most recently studied first, with progress, filtered to in progress / completed /
 * all (each filter's count is the length of its list); the URL's filter's first page comes with the bootstrap.
 * The filters are links (the URL names the filter); in the browser they switch in place.
 */
export default function LearningCenter({
  initial,
  status: initialStatus,
  counts,
}: {
  initial: EnrolmentList | null;
  status: EnrolmentStatus;
  counts: EnrolmentCounts | null;
}) {
  const b = useBootstrap();
  const t = useT();
  const [status, setStatus] = useState(initialStatus);
  const [page, setPage] = useState(1);
  const list = useEnrolments(b.school?.id ?? '', page, status, { status: initialStatus, list: initial });
  const data = list.data;
  if (!b.school) return null;
  const schoolId = b.school.id;
  const filterLink = (value: EnrolmentStatus) =>
    privateCenterLink({ schoolId, type: 'studyCenter_MyCourse', status: value, lang: b.lang });
  const choose = (value: EnrolmentStatus) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setStatus(value);
    setPage(1);
    window.history.replaceState(window.history.state, '', filterLink(value));
  };
  return (
    <section className={styles.center} aria-labelledby="learning-title" aria-busy={list.isFetching}>
      <div className={styles.toolbar}>
        <h2 id="learning-title" className={styles.heading}>
          {t('learning.title')}
        </h2>
        {data ? <p className={styles.summary}>{t('learning.count', { count: data.total })}</p> : null}
      </div>
      <nav aria-label={t('center.filter.label')}>
        <ul className={styles.filters}>
          {ENROLMENT_STATUSES.map((value) => (
            <li key={value}>
              <a
                className={styles.filter}
                href={filterLink(value)}
                aria-current={value === status ? 'page' : undefined}
                onClick={choose(value)}
                data-status={value}
              >
                {t(FILTERS[value].label)}
                {counts ? (
                  <span className={styles.filterCount}>
                    {formatCount(counts[FILTERS[value].count], b.lang)}
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {!data ? (
        <p role="status" className={styles.empty}>
          {list.isError ? t('learning.loadFailed') : t('common.loading')}
        </p>
      ) : data.records.length === 0 ? (
        <div className={styles.empty}>
          <p>{t(FILTERS[status].empty)}</p>
          <a className={styles.browse} href={portalHomeLink({ schoolId, lang: b.lang })}>
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
      {data ? (
        <Pager
          page={page}
          total={data.total}
          pageSize={ENROLMENT_PAGE_SIZE}
          label={t('learning.pages')}
          busy={list.isFetching}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
