/**
 * `/commonUsage/classInfo.htm?schoolId=…&classId=…` (spec §2, issue 26): a class's page for its members — its
 * lecturer, classmates and assignments with the viewer's own state; its lecturer and the school's admins see it
 * too. Anyone else gets "not found" (the API never says whether the class exists).
 */
import { courseViewLink, examLink, type LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { formatDate } from '@/lib/format-date.ts';
import { useMyClass } from '../api/my-classes.ts';
import { STATE_LABEL } from './task-state.ts';
import styles from './teaching-center.module.css';

interface ClassInfoProps {
  schoolId: string;
  classId: string;
  lang: LanguageCode;
}

export default function ClassInfo({ schoolId, classId, lang }: ClassInfoProps) {
  const t = useT();
  const detail = useMyClass(schoolId, classId);
  if (detail.isPending) return <p role="status">{t('common.loading')}</p>;
  if (detail.isError) {
    return (
      <p className={styles.error} role="alert">
        {errorText(detail.error, t)}
      </p>
    );
  }
  const { class: row, members, assignments } = detail.data;
  const itemLink = (kind: 'course' | 'exam', itemId: string) =>
    kind === 'exam'
      ? examLink({ schoolId, view: 'examInfo', examId: itemId, lang })
      : courseViewLink({ schoolId, courseId: itemId, lang });
  return (
    <article className={styles.page} aria-labelledby="class-info-title">
      <header className={styles.section}>
        <h2 id="class-info-title" className={styles.heading}>
          {row.name}
        </h2>
        {row.description ? <p>{row.description}</p> : null}
        {row.lecturerName ? (
          <p className={styles.muted}>{t('classes.list.lecturer', { name: row.lecturerName })}</p>
        ) : null}
      </header>
      <section className={styles.section} aria-labelledby="class-info-assignments">
        <h3 id="class-info-assignments" className={styles.subheading}>
          {t('classes.assign.title')}
        </h3>
        {assignments.length === 0 ? <p className={styles.muted}>{t('classes.assign.empty')}</p> : null}
        <ul className={styles.list}>
          {assignments.map((item) => (
            <li key={item.id} className={`${styles.card} ${styles.row}`}>
              <a href={itemLink(item.kind, item.itemId)}>
                {t(`classes.assign.kind.${item.kind}`)} · {item.title}
              </a>
              <span className={styles.muted}>
                {t('tasks.due', { date: formatDate(item.dueAt, lang, true) })}
              </span>
              {item.state ? (
                <span className={styles.badge} data-state={item.state}>
                  {t(STATE_LABEL[item.state])}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="class-info-members">
        <h3 id="class-info-members" className={styles.subheading}>
          {t('classes.members.title', { n: members.length })}
        </h3>
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.userId} className={styles.card}>
              {member.name}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
