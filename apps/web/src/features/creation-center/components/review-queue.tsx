/** The school's review queue (issue 25 item 3, admins): drafts submitted for review, oldest submission first. */
import type { AuthoringCourse } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useReviewQueue } from '../api/review-queue.ts';
import { CourseRow } from './course-row.tsx';
import styles from './creation.module.css';

interface Props {
  schoolId: string;
  lang: LanguageCode;
  initial: AuthoringCourse[] | undefined;
  onOpen: (courseId: string) => void;
}

export function ReviewQueue({ schoolId, lang, initial, onOpen }: Props) {
  const t = useT();
  const queue = useReviewQueue(schoolId, true, initial);
  const items = queue.data?.items;
  return (
    <section className={styles.panel} aria-labelledby="creation-queue-title">
      <h2 id="creation-queue-title" className={styles.sectionTitle}>
        {t('creation.queue.title')}
      </h2>
      {queue.isError ? (
        <p role="alert">{errorText(queue.error, t)}</p>
      ) : !items ? (
        <p role="status">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('creation.queue.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((course) => (
            <CourseRow key={course.courseId} course={course} lang={lang} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}
