import type { SchoolInfo } from '@portico/contracts';
import { CourseCard, EAGER_COURSE_CARDS } from '@/components/course-card.tsx';
import { useT } from '@/i18n/use-t.ts';
import type { SearchHit } from '../api/search-courses.ts';
import styles from './search-results.module.css';

/**
 * Result cards: the shared course card (price, discount and member rules of spec §5) plus lecturer and category.
 * Their names are h2: the cards follow the page's h1 ("Results for …") directly (issue 22 item 8, heading order).
 */
export function SearchHits({ hits, school }: { hits: SearchHit[]; school: SchoolInfo }) {
  const t = useT();
  return (
    <ul className={styles.grid}>
      {hits.map((hit, index) => (
        <li key={hit.id}>
          <CourseCard
            course={hit}
            school={school}
            schoolId={hit.schoolId}
            eager={index < EAGER_COURSE_CARDS}
            first={index === 0}
            headingLevel={2}
          >
            {hit.lecturerName || hit.categoryTitle ? (
              <p className={styles.meta}>
                {hit.lecturerName ? (
                  <span>
                    {t('course.lecturer')}: {hit.lecturerName}
                  </span>
                ) : null}
                {hit.categoryTitle ? (
                  <span>
                    {t('course.category')}: {hit.categoryTitle}
                  </span>
                ) : null}
              </p>
            ) : null}
          </CourseCard>
        </li>
      ))}
    </ul>
  );
}
