import { ACADEMY_LISTS } from '@portico/core';
import type { AcademyRecord } from '@portico/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { showToast } from '@/lib/toast.ts';
import { subSchoolsQuery } from '../api/sub-schools.ts';
import { mergeRecords, nextSubSchoolPage } from '../utils/academy-links.ts';
import { AcademyCard } from './academy-card.tsx';
import styles from './school-switcher.module.css';

/**
 * A first-level school's sub-schools (spec §4): collapsed behind a toggle; expanded they show the first 4 the list
 * carried, and "Load more" asks subSchoolPage2 for 4 more while the total exceeds what is held.
 */
export function SubSchools({ parent }: { parent: AcademyRecord }) {
  const t = useT();
  const client = useQueryClient();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [records, setRecords] = useState(parent.childrenPage?.records ?? []);
  const [total, setTotal] = useState(parent.childrenPage?.total ?? 0);
  const [loading, setLoading] = useState(false);
  if (total <= 0) return null;

  const loadMore = () => {
    setLoading(true);
    client
      .fetchQuery(subSchoolsQuery({ tenantId: parent.id, page: nextSubSchoolPage(records.length) }))
      .then(
        (page) => {
          setRecords((held) => mergeRecords(held, page.records));
          setTotal(page.total);
        },
        (error: unknown) => showToast(errorText(error, t)),
      )
      .finally(() => setLoading(false));
  };
  const more = records.length < total && total > ACADEMY_LISTS.SUB_SCHOOL_SHOW_MORE_ABOVE;

  return (
    <div className={styles.subSchools}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('switcher.subSchools', { count: total })}
      </button>
      <div id={listId} hidden={!open}>
        <ul className={styles.subList} aria-label={t('switcher.subSchoolsOf', { name: parent.name })}>
          {records.map((record) => (
            <li key={record.id}>
              <AcademyCard record={record} />
            </li>
          ))}
        </ul>
        {more ? (
          <button type="button" className={styles.more} disabled={loading} onClick={loadMore}>
            {loading ? t('common.loading') : t('switcher.moreSubSchools')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
