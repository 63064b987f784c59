/**
 * Sub-schools (issue 13, `…/management/sub-schools`, the parent's admins only): create, edit (name, English name,
 * description, open/closed to non-members) and close — archive: hidden from every list and the switcher, open to
 * administrators only — or reopen. Each sub-school links to its own console.
 */
import type { SubSchoolList, SubSchoolRow, SubSchoolUpdate } from '@portico/contracts';
import { consoleSectionLink } from '@portico/core';
import { useId, useState, type FormEvent } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/console-form.module.css';
import { SectionShell } from '@/components/console/section-shell.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useSubSchoolWrite, useSubSchools } from '../api/sub-schools.ts';
import { SubSchoolFields } from './sub-school-fields.tsx';

const EMPTY: SubSchoolUpdate = { name: '', nameEn: null, description: null, openSchool: '1', closed: false };

export default function SubSchoolsSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  const { lang } = useBootstrap();
  const list = useSubSchools(page.schoolId, page.data as SubSchoolList | null);
  const write = useSubSchoolWrite(page.schoolId, list.data?.version ?? 0);
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<SubSchoolUpdate>(EMPTY);
  if (page.isSubSchool) return <p>{t('console.subSchools.parentOnly')}</p>;
  const start = (row: SubSchoolRow | null) => {
    write.reset();
    setEditing(row ? row.id : 'new');
    setDraft(
      row
        ? {
            name: row.name,
            nameEn: row.nameEn,
            description: row.description,
            openSchool: row.openSchool,
            closed: row.closed,
          }
        : EMPTY,
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { closed, ...input } = draft;
    const data = editing === 'new' ? input : { ...input, closed };
    write.mutate({ subId: editing === 'new' ? null : editing, data }, { onSuccess: () => setEditing(null) });
  };
  const toggleClosed = (row: SubSchoolRow) =>
    write.mutate({
      subId: row.id,
      data: {
        name: row.name,
        nameEn: row.nameEn,
        description: row.description,
        openSchool: row.openSchool,
        closed: !row.closed,
      },
    });
  const form = (
    <form className={styles.card} onSubmit={submit} aria-labelledby={`${id}-form`}>
      <h3 id={`${id}-form`} className={styles.subheading}>
        {editing === 'new' ? t('console.subSchools.create') : t('console.subSchools.edit')}
      </h3>
      <SubSchoolFields value={draft} onChange={setDraft} />
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={write.isPending}>
          {t('console.save')}
        </button>
        <button type="button" className={styles.button} onClick={() => setEditing(null)}>
          {t('console.cancel')}
        </button>
      </div>
    </form>
  );
  const rows = list.data?.data ?? [];
  return (
    <SectionShell
      title={t('console.subSchools.heading')}
      lead={t('console.subSchools.lead')}
      status={t('console.subSchools.total', { count: rows.length })}
      error={write.error}
    >
      {editing === null ? (
        <div>
          <button type="button" className={styles.primary} onClick={() => start(null)}>
            {t('console.subSchools.create')}
          </button>
        </div>
      ) : editing === 'new' ? (
        form
      ) : null}
      <ul className={styles.list}>
        {rows.map((row) =>
          editing === row.id ? (
            <li key={row.id}>{form}</li>
          ) : (
            <li key={row.id} className={styles.item}>
              <div className={styles.itemMain}>
                <strong>{row.name}</strong>
                <span className={styles.muted}>
                  {[
                    row.closed ? t('console.subSchools.archived') : null,
                    row.openSchool === '1' ? t('console.profile.open') : t('console.profile.closed'),
                    t('console.subSchools.members', { count: row.members }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <div className={styles.row}>
                <a
                  href={consoleSectionLink({ schoolId: row.id, section: 'workbench', subSchool: true, lang })}
                >
                  {t('console.subSchools.manage', { name: row.name })}
                </a>
                <button type="button" className={styles.button} onClick={() => start(row)}>
                  {t('console.subSchools.edit')}
                </button>
                <button
                  type="button"
                  className={row.closed ? styles.button : styles.danger}
                  disabled={write.isPending}
                  onClick={() => toggleClosed(row)}
                >
                  {row.closed ? t('console.subSchools.reopen') : t('console.subSchools.close')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
    </SectionShell>
  );
}
