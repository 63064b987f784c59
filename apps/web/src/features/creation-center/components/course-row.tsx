/** One course in a creation-center list: title, state, the reviewer's comment when rejected, who changed it last. */
import type { AuthoringCourse } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { formatDate } from '@/lib/format-date.ts';
import { StateBadge } from './state-badge.tsx';
import styles from './creation.module.css';

interface Props {
  course: AuthoringCourse;
  lang: LanguageCode;
  onOpen: (courseId: string) => void;
  onDelete?: ((courseId: string) => void) | undefined;
}

export function CourseRow({ course, lang, onOpen, onDelete }: Props) {
  const t = useT();
  const title = course.title.trim() || t('creation.list.untitled');
  return (
    <li className={styles.courseRow}>
      <div className={styles.courseMain}>
        <h3 className={styles.courseTitle}>
          <button type="button" className={styles.titleButton} onClick={() => onOpen(course.courseId)}>
            {title}
          </button>
        </h3>
        <StateBadge state={course.state} />
      </div>
      {course.state.review === 'rejected' && course.reviewComment ? (
        <p className={styles.comment}>
          <strong>{t('creation.list.reviewComment')}</strong> {course.reviewComment}
        </p>
      ) : null}
      <p className={styles.muted}>
        {course.updatedBy
          ? t('creation.list.updatedBy', {
              date: formatDate(course.updatedAt, lang, true),
              name: course.updatedBy.name,
            })
          : t('creation.list.updated', { date: formatDate(course.updatedAt, lang, true) })}
        {course.author ? ` · ${t('creation.list.author', { name: course.author.name })}` : null}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => onOpen(course.courseId)}>
          {course.actions.includes('save') ? t('creation.list.edit') : t('creation.list.open')}
          <span className="sr-only"> {title}</span>
        </button>
        {onDelete && course.actions.includes('delete') ? (
          <button type="button" className={styles.danger} onClick={() => onDelete(course.courseId)}>
            {t('creation.list.delete')}
            <span className="sr-only"> {title}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
