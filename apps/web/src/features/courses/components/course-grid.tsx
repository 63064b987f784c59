import type { LatestCourse, SchoolInfo } from '@portico/core';
import { useT } from '@/i18n/use-t.ts';
import { CourseCard } from '@/components/course-card.tsx';
import styles from './courses.module.css';

export function CourseGrid({ courses, school }: { courses: LatestCourse[]; school: SchoolInfo }) {
  const t = useT();
  if (courses.length === 0) return <p className={styles.empty}>{t('course.empty')}</p>;
  return (
    <ul className={styles.grid}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} school={school} />
        </li>
      ))}
    </ul>
  );
}
