import { showMemberBadge } from '@portico/core';
import type { CourseDetail, CourseEnrolment, SchoolInfo, SelfEnrolmentBlockCode } from '@portico/contracts';
import defaultCover from '@/assets/default-cover.svg';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { CourseCounts } from '@/components/course-counts.tsx';
import { CoursePrice } from '@/components/course-price.tsx';
import { EnrolButton } from './enrol-button.tsx';
import styles from './courses.module.css';

/** Course facts under the page's <h1> (the course name): cover, price rules, lecturer, category, description. */
export function CourseDetailView({
  course,
  school,
  enrolment,
  enrolBlock,
}: {
  course: CourseDetail;
  school: SchoolInfo | null;
  /** The viewer's enrolment (issue 11 §5), from the bootstrap; null when not enrolled or a visitor. */
  enrolment: CourseEnrolment | null;
  /** Why the viewer cannot enrol themself (issue 23 item 3), from the bootstrap. */
  enrolBlock: SelfEnrolmentBlockCode | null;
}) {
  const t = useT();
  const facts: Array<[string, string | null]> = [
    [t('course.lecturer'), course.lecturerName],
    [t('course.category'), course.categoryTitle],
    [t('course.department'), course.deptName],
  ];
  return (
    <div className={styles.detail}>
      <FallbackImage
        className={styles.detailCover}
        src={course.cover}
        fallback={defaultCover}
        alt=""
        width={480}
        height={270}
        // The page's largest paint on a phone: fetched first (issue 10 §5).
        fetchPriority="high"
      />
      <div className={styles.detailBody}>
        <div className={styles.priceRow}>
          <CoursePrice
            price={course.price}
            actualPrice={course.actualPrice}
            licenseToSell={school?.licenseToSell ?? '0'}
          />
          {showMemberBadge({
            existMember: course.existMember,
            memberLicense: school?.memberLicense ?? '0',
          }) ? (
            <span className={styles.member}>{t('course.memberBadge')}</span>
          ) : null}
        </div>
        <dl className={styles.facts}>
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <CourseCounts
          viewCount={course.viewCount}
          purchaseCount={course.purchaseCount}
          className={styles.counts}
        />
        <EnrolButton
          schoolId={course.schoolId}
          courseId={course.id}
          actualPrice={course.actualPrice}
          initial={enrolment}
          block={enrolBlock}
        />
      </div>
      {course.description ? (
        <section className={styles.about}>
          <h2 className={styles.aboutTitle}>{t('course.about')}</h2>
          <p>{course.description}</p>
        </section>
      ) : null}
    </div>
  );
}
