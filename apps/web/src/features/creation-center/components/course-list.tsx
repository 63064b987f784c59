/**
 * The creation center's list (issue 25 item 2): my courses with their state (an admin may switch to the whole
 * school's), a new course, delete for courses never published. First paint from the page bootstrap.
 */
import type { AuthoringCourseList } from '@portico/contracts';
import type { LanguageCode } from '@portico/core';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useAuthoringCourses, type CourseScope } from '../api/courses.ts';
import { useDeleteCourse } from '../api/delete-course.ts';
import { CourseRow } from './course-row.tsx';
import { CreateCourseForm } from './create-course-form.tsx';
import styles from './creation.module.css';

interface Props {
  schoolId: string;
  lang: LanguageCode;
  initial: AuthoringCourseList | undefined;
  onOpen: (courseId: string) => void;
}

export function CourseList({ schoolId, lang, initial, onOpen }: Props) {
  const t = useT();
  const [scope, setScope] = useState<CourseScope>('mine');
  const courses = useAuthoringCourses(schoolId, scope, scope === 'mine' ? initial : undefined);
  const remove = useDeleteCourse(schoolId);
  const list = courses.data;
  const onDelete = (courseId: string) => {
    if (window.confirm(t('creation.list.confirmDelete'))) remove.mutate(courseId);
  };
  return (
    <section className={styles.panel} aria-labelledby="creation-courses-title">
      <div className={styles.toolbar}>
        <h2 id="creation-courses-title" className={styles.sectionTitle}>
          {scope === 'mine' ? t('creation.list.mine') : t('creation.list.school')}
        </h2>
        {list?.canReview ? (
          <button
            type="button"
            className={styles.link}
            onClick={() => setScope(scope === 'mine' ? 'school' : 'mine')}
          >
            {scope === 'mine' ? t('creation.list.showSchool') : t('creation.list.showMine')}
          </button>
        ) : null}
      </div>
      {list ? (
        <p className={styles.muted}>
          {list.reviewOn ? t('creation.list.reviewOn') : t('creation.list.reviewOff')}
        </p>
      ) : null}
      {courses.isError ? (
        <p role="alert">{errorText(courses.error, t)}</p>
      ) : !list ? (
        <p role="status">{t('common.loading')}</p>
      ) : list.items.length === 0 ? (
        <p className={styles.muted}>{t('creation.list.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((course) => (
            <CourseRow
              key={course.courseId}
              course={course}
              lang={lang}
              onOpen={onOpen}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
      {remove.error ? <p role="alert">{errorText(remove.error, t)}</p> : null}
      <CreateCourseForm schoolId={schoolId} onCreated={onOpen} />
    </section>
  );
}
