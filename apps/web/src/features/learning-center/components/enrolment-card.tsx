import { courseViewLink } from '@portico/core';
import type { Enrolment } from '@portico/contracts';
import defaultCover from '@/assets/default-cover.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { localizedName } from '@/lib/names.ts';
import styles from './learning-center.module.css';

/** One enrolled course: cover, name (to the course), its school when it is a sub-school's, progress, dates. */
export function EnrolmentCard({ enrolment }: { enrolment: Enrolment }) {
  const b = useBootstrap();
  const t = useT();
  const { course, progress } = enrolment;
  const href = courseViewLink({ schoolId: enrolment.schoolId, courseId: course.id, lang: b.lang });
  const done = progress >= 100;
  const when = enrolment.lastStudiedAt
    ? t('learning.lastStudied', { date: formatDate(enrolment.lastStudiedAt, b.lang) })
    : t('learning.enrolledOn', { date: formatDate(enrolment.enrolledAt, b.lang) });
  return (
    <li className={styles.card}>
      <FallbackImage
        className={styles.cover}
        src={course.cover}
        fallback={defaultCover}
        alt=""
        width={160}
        height={90}
        loading="lazy"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a href={href}>{course.name}</a>
        </h3>
        {enrolment.schoolId !== b.school?.id ? (
          <p className={styles.school}>
            {localizedName(enrolment.schoolName, enrolment.schoolNameEn, b.lang)}
          </p>
        ) : null}
        <div className={styles.progressRow}>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={t('learning.progressOf', { course: course.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span className={styles.fill} style={{ inlineSize: `${progress}%` }} />
          </div>
          <span className={done ? styles.done : styles.percent}>
            {done ? t('learning.completed') : t('learning.percent', { value: progress })}
          </span>
        </div>
        <p className={styles.when}>{when}</p>
      </div>
      <a className={styles.continue} href={href} aria-hidden="true" tabIndex={-1}>
        {done ? t('learning.review') : progress > 0 ? t('learning.continue') : t('learning.start')}
      </a>
    </li>
  );
}
