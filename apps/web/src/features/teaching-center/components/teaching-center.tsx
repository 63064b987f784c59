/**
 * The teaching center's class management (issue 26 item 1; spec §2 `/classInfo/{schoolId}/lecturing-center/
 * class-management`, opened only with lecturing permission — the page table's `lecturer` audience). A lazy chunk:
 * the lecturer's classes (an admin's: all of the school's), a form to create one, and the chosen class's panel.
 */
import type { LanguageCode } from '@portico/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { classKeys, createClass, useClassList } from '../api/classes.ts';
import { ClassForm } from './class-form.tsx';
import { ClassPanel } from './class-panel.tsx';
import styles from './teaching-center.module.css';

interface TeachingCenterProps {
  schoolId: string;
  lang: LanguageCode;
}

export default function TeachingCenter({ schoolId, lang }: TeachingCenterProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useClassList(schoolId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const records = list.data?.records ?? [];
  const current = chosen ?? records[0]?.id ?? null;

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <section className={styles.section} aria-labelledby="classes-title">
          <h2 id="classes-title" className={styles.heading}>
            {t('classes.list.title')}
          </h2>
          {list.isPending ? <p role="status">{t('common.loading')}</p> : null}
          {list.isError ? (
            <p className={styles.error} role="alert">
              {errorText(list.error, t)}
            </p>
          ) : null}
          {list.isSuccess && records.length === 0 ? (
            <p className={styles.muted}>{t('classes.list.empty')}</p>
          ) : null}
          <ul className={styles.list}>
            {records.map((row) => (
              <li key={row.id} className={styles.card} data-current={row.id === current}>
                <button
                  type="button"
                  className={styles.link}
                  aria-current={row.id === current ? 'true' : undefined}
                  onClick={() => setChosen(row.id)}
                >
                  {row.name}
                </button>
                <p className={styles.muted}>
                  {t('classes.list.counts', { members: row.memberCount, assignments: row.assignmentCount })}
                </p>
                {row.lecturerName ? (
                  <p className={styles.muted}>{t('classes.list.lecturer', { name: row.lecturerName })}</p>
                ) : null}
              </li>
            ))}
          </ul>
          <ClassForm
            title={t('classes.form.createTitle')}
            submitLabel={t('classes.form.create')}
            onSubmit={async (body) => {
              const created = await createClass(schoolId, body);
              queryClient.setQueryData(classKeys.detail(schoolId, created.class.id), created);
              await queryClient.invalidateQueries({ queryKey: classKeys.list(schoolId) });
              setChosen(created.class.id);
              setStatus(t('classes.form.created', { name: created.class.name }));
            }}
          />
          <p className={styles.status} role="status">
            {status}
          </p>
        </section>
        {current ? <ClassPanel key={current} schoolId={schoolId} classId={current} lang={lang} /> : null}
      </div>
    </div>
  );
}
