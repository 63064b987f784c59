import { academyListHasTabs } from '@portico/core';
import type { AcademyRecord } from '@portico/contracts';
import { useState, type ReactNode } from 'react';
import { formStyles } from '@/components/form-styles.ts';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useFirstSchools } from '../api/first-schools.ts';
import { SchoolCard } from './school-card.tsx';
import styles from './school-select.module.css';

function SchoolList({ schools }: { schools: AcademyRecord[] }) {
  const { lang } = useBootstrap();
  return (
    <ul className={styles.list}>
      {schools.map((school) => (
        <li key={school.id}>
          <SchoolCard school={school} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /login/select (spec §2): the viewer's schools. Below the one-screen threshold (6 on this page, spec §9) they are
 * listed as they are; from 6 on two tabs (all schools / schools the viewer manages) with a two-column grid. No school: the
 * empty state with the join and create actions (passed in by the page).
 */
export default function SchoolSelect({ emptyActions }: { emptyActions: ReactNode }) {
  const t = useT();
  const query = useFirstSchools();
  const [tab, setTab] = useState<'all' | 'managed'>('all');

  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  if (query.isError) {
    return (
      <div className={formStyles.form}>
        <p className={formStyles.alert} role="alert">
          {errorText(query.error, t)}
        </p>
        <div className={formStyles.actions}>
          <button className={formStyles.secondary} type="button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  const schools = query.data.records;
  if (schools.length === 0) {
    return (
      <div className={formStyles.form}>
        <p>{t('select.empty')}</p>
        {emptyActions}
      </div>
    );
  }
  if (!academyListHasTabs(schools.length, true)) return <SchoolList schools={schools} />;

  const managed = schools.filter((s) => s.isPermission);
  const tabs = [
    { id: 'all' as const, label: t('select.tabAll', { count: schools.length }), list: schools },
    { id: 'managed' as const, label: t('select.tabManaged', { count: managed.length }), list: managed },
  ];
  const active = tabs.find((x) => x.id === tab) ?? tabs[0]!;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('select.tabsLabel')} className={styles.tablist}>
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`school-tab-${x.id}`}
            aria-selected={x.id === tab}
            aria-controls="school-tab-panel"
            className={styles.tab}
            onClick={() => setTab(x.id)}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="school-tab-panel"
        aria-labelledby={`school-tab-${active.id}`}
        className={styles.twoColumns}
      >
        {active.list.length > 0 ? <SchoolList schools={active.list} /> : <p>{t('select.noneManaged')}</p>}
      </div>
    </div>
  );
}
