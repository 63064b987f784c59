/**
 * The console's overview (issue 13, `/iadmin/{id}/management/workbench`): how many members, staff, courses and
 * sub-schools the school has, open feedback, and the latest admin changes with a link to the full audit log.
 */
import type { Workbench } from '@portico/contracts';
import { consoleSectionLink, schoolFeedbackLink } from '@portico/core';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import { actionLabel, areaLabel } from '@/components/console/labels.ts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useWorkbench } from '../api/get-workbench.ts';
import styles from './workbench.module.css';

export default function WorkbenchSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const { lang } = useBootstrap();
  const query = useWorkbench(page.schoolId, page.data as Workbench | null);
  const data = query.data;
  if (!data) return <p role="status">{t('common.loading')}</p>;
  const sub = page.isSubSchool;
  const auditLink = consoleSectionLink({
    schoolId: page.schoolId,
    section: 'audit-log',
    subSchool: sub,
    lang,
  });
  const counts: Array<[string, number, string | null]> = [
    [
      t('console.workbench.members'),
      data.counts.members,
      consoleSectionLink({ schoolId: page.schoolId, section: 'members', subSchool: sub, lang }),
    ],
    [t('console.workbench.admins'), data.counts.admins, null],
    [t('console.workbench.lecturers'), data.counts.lecturers, null],
    [t('console.workbench.courses'), data.counts.courses, null],
    ...(sub
      ? []
      : ([
          [
            t('console.workbench.subSchools'),
            data.counts.subSchools,
            consoleSectionLink({ schoolId: page.schoolId, section: 'sub-schools', lang }),
          ],
          [
            t('console.workbench.openFeedback'),
            data.counts.openFeedback,
            schoolFeedbackLink({ schoolId: page.schoolId, lang }),
          ],
        ] as Array<[string, number, string | null]>)),
  ];
  return (
    <>
      <section className={styles.block} aria-labelledby="workbench-overview">
        <h2 id="workbench-overview" className={styles.heading}>
          {t('console.workbench.overview')}
        </h2>
        <dl className={styles.counts}>
          {counts.map(([label, value, href]) => (
            <div key={label} className={styles.count}>
              <dt>{label}</dt>
              <dd className={styles.value}>{href ? <a href={href}>{value}</a> : value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.block} aria-labelledby="workbench-recent">
        <h2 id="workbench-recent" className={styles.heading}>
          {t('console.workbench.recent')}
        </h2>
        {data.recentAudit.length === 0 ? (
          <p>{t('console.workbench.noChanges')}</p>
        ) : (
          <ul className={styles.recent}>
            {data.recentAudit.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, lang, true)}</time>{' '}
                {t('console.workbench.change', {
                  actor: entry.actorName,
                  area: areaLabel(t, entry.area),
                  action: actionLabel(t, entry.action),
                })}
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={auditLink}>{t('console.workbench.allChanges')}</a>
        </p>
      </section>
    </>
  );
}
