import {
  courseViewLink,
  formatCount,
  showMemberBadge,
  type LatestCourse,
  type SchoolInfo,
} from '@portico/core';
import type { ReactNode } from 'react';
import defaultCover from '@/assets/default-cover.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { CoursePrice } from './course-price.tsx';
import styles from './course-card.module.css';

/**
 * A course card: cover (default on error), name linking to the course, dept, price, member badge, counts. Shared by
 * the course lists and the search results; `schoolId` links a course of a sub-school to its own school, `children`
 * adds lines (lecturer, category…) under the department.
 */
export function CourseCard({
  course,
  school,
  schoolId = school.id,
  children,
}: {
  course: LatestCourse;
  school: SchoolInfo;
  schoolId?: string;
  children?: ReactNode;
}) {
  const { lang } = useBootstrap();
  const t = useT();
  const href = courseViewLink({ schoolId, courseId: course.id, lang });
  return (
    <article className={styles.card}>
      <FallbackImage
        className={styles.cover}
        src={course.cover}
        fallback={defaultCover}
        alt=""
        width={320}
        height={180}
        loading="lazy"
      />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <a className={styles.nameLink} href={href}>
            {course.name}
          </a>
        </h3>
        {course.deptName ? <p className={styles.dept}>{course.deptName}</p> : null}
        {children}
        <div className={styles.priceRow}>
          <CoursePrice
            price={course.price}
            actualPrice={course.actualPrice}
            licenseToSell={school.licenseToSell}
          />
          {showMemberBadge({ existMember: course.existMember, memberLicense: school.memberLicense }) ? (
            <span className={styles.member}>{t('course.memberBadge')}</span>
          ) : null}
        </div>
        <p className={styles.counts}>
          <span>{t('course.views', { value: formatCount(course.viewCount) })}</span>
          <span>{t('course.purchases', { value: formatCount(course.purchaseCount) })}</span>
        </p>
      </div>
    </article>
  );
}
