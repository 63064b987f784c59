/** `studyCenter_MyClass` (issue 26 item 2): the classes the viewer belongs to, each opening its class page. */
import { classInfoLink, type LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useMyClasses } from '../api/my-classes.ts';
import styles from './teaching-center.module.css';

export default function MyClasses({ schoolId, lang }: { schoolId: string; lang: LanguageCode }) {
  const t = useT();
  const classes = useMyClasses(schoolId);
  const records = classes.data?.records ?? [];
  return (
    <section className={styles.section} aria-labelledby="my-classes-title">
      <h2 id="my-classes-title" className={styles.heading}>
        {t('center.menu.classes')}
      </h2>
      {classes.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {classes.isError ? (
        <p className={styles.error} role="alert">
          {errorText(classes.error, t)}
        </p>
      ) : null}
      {classes.isSuccess && records.length === 0 ? (
        <p className={styles.muted}>{t('center.classes.empty')}</p>
      ) : null}
      <ul className={styles.list}>
        {records.map((row) => (
          <li key={row.id} className={styles.card}>
            <a className={styles.name} href={classInfoLink({ schoolId, classId: row.id, lang })}>
              {row.name}
            </a>
            {row.description ? <p className={styles.muted}>{row.description}</p> : null}
            <p className={styles.muted}>
              {row.lecturerName ? `${t('classes.list.lecturer', { name: row.lecturerName })} · ` : ''}
              {t('classes.list.counts', { members: row.memberCount, assignments: row.assignmentCount })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
