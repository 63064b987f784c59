import { courseViewLink } from '@portico/core';
import type { EnrolmentList } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import styles from './person-space.module.css';

/** The works tab: the user's courses in progress in this school (issue 11 §4), first page from the bootstrap. */
export function SpaceCourses({ courses }: { courses: EnrolmentList | null }) {
  const b = useBootstrap();
  const t = useT();
  if (!courses || courses.records.length === 0)
    return <p className={styles.empty}>{t('person.noCourses')}</p>;
  return (
    <>
      <ul className={styles.courses}>
        {courses.records.map((e) => (
          <li key={e.id} className={styles.course}>
            <a href={courseViewLink({ schoolId: e.schoolId, courseId: e.course.id, lang: b.lang })}>
              {e.course.name}
            </a>
            <span className={styles.coursePercent}>{t('learning.percent', { value: e.progress })}</span>
            <span className={styles.courseTrack} aria-hidden="true">
              <span style={{ inlineSize: `${e.progress}%` }} />
            </span>
          </li>
        ))}
      </ul>
      {courses.total > courses.records.length ? (
        <p className={styles.more}>
          {t('person.moreCourses', { count: courses.total - courses.records.length })}
        </p>
      ) : null}
    </>
  );
}
