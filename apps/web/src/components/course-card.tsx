import { DISPLAY_WIDTHS, courseViewLink, showMemberBadge } from '@portico/core';
import type { LatestCourse, SchoolInfo } from '@portico/contracts';
import type { FocusEvent, ReactNode } from 'react';
import defaultCover from '@/assets/default-cover.svg';
import { ClippedText } from '@/components/clipped-text.tsx';
import { FallbackImage } from '@/components/fallback-image.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { CourseCounts } from './course-counts.tsx';
import { revealWhole } from '@/lib/reveal-whole.ts';
import { CoursePrice } from './course-price.tsx';
import styles from './course-card.module.css';

/**
 * A course card: cover (default on error), name linking to the course, dept, price, member badge, counts. Shared by
 * the course lists and the search results; `schoolId` links a course of a sub-school to its own school, `children`
 * adds lines (lecturer, category…) under the department.
 */
/**
 * Cards of the first row on the widest layout (4 columns): their covers load eagerly (issue 10 §5: the largest
 * paint is often one of them), the very first one with high priority (the only one a phone shows at once).
 */
export const EAGER_COURSE_CARDS = 4;

export function CourseCard({
  course,
  school,
  schoolId = school.id,
  eager = false,
  first = false,
  headingLevel = 3,
  children,
}: {
  course: LatestCourse;
  school: SchoolInfo;
  schoolId?: string;
  /** A card of the first row: its cover may be the page's largest paint, so it loads at once, not lazily. */
  eager?: boolean;
  /** The first card of the page: its cover is fetched with high priority. */
  first?: boolean;
  /** The name's heading level: one below the heading the list sits under (2 right under the page's h1). */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { lang } = useBootstrap();
  const t = useT();
  const href = courseViewLink({ schoolId, courseId: course.id, lang });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The ring is the card's: once the browser scrolled the focused name into view, bring in the whole card.
  const onFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    const card = event.currentTarget.closest('article');
    // Keyboard focus only (the ring shows then): a click is already on a visible card, and navigates.
    if (card && event.currentTarget.matches(':focus-visible')) requestAnimationFrame(() => revealWhole(card));
  };
  return (
    <article className={styles.card}>
      <FallbackImage
        className={styles.cover}
        src={course.cover}
        fallback={defaultCover}
        alt=""
        width={320}
        height={180}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a className={styles.nameLink} href={href} onFocus={onFocus}>
            <ClippedText text={course.name} width={DISPLAY_WIDTHS.COURSE_NAME} />
          </a>
        </Heading>
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
        <CourseCounts
          viewCount={course.viewCount}
          purchaseCount={course.purchaseCount}
          className={styles.counts}
        />
      </div>
    </article>
  );
}
