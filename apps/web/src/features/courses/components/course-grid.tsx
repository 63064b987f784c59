import type { LatestCourse, SchoolInfo } from '@portico/contracts';
import { useT } from '@/i18n/use-t.ts';
import { CourseCard, EAGER_COURSE_CARDS } from '@/components/course-card.tsx';
import styles from './courses.module.css';

export function CourseGrid({ courses, school }: { courses: LatestCourse[]; school: SchoolInfo }) {
  const t = useT();
  if (courses.length === 0) return <p className={styles.empty}>{t('course.empty')}</p>;
  return (
    <ul className={styles.grid}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            school={school}
            eager={index < EAGER_COURSE_CARDS}
            first={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
