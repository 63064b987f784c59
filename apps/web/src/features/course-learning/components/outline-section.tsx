/**
 * The course page's learning part (issue 23 items 2, 3, 5): the stored progress, the button that starts or
 * continues learning (where "Continue" goes: the last resource visited), and the outline. Its own chunk, so the
 * portal home's entry does not carry it.
 */
import type { CourseOutline } from '@portico/contracts';
import { Section } from '@/components/page.tsx';
import { useT } from '@/i18n/use-t.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { resourceLink } from '../utils/resource-link.ts';
import { CourseOutlineList } from './course-outline.tsx';
import styles from './outline.module.css';

export default function OutlineSection({ schoolId, outline }: { schoolId: string; outline: CourseOutline }) {
  const t = useT();
  const { lang } = useBootstrap();
  const enrolment = outline.enrolment;
  return (
    <Section title={t('learn.outline')}>
      {enrolment ? (
        <div className={styles.progressRow}>
          <ProgressBar
            value={enrolment.progress}
            label={t('learn.progress', { value: enrolment.progress })}
          />
          <p className={styles.meta}>
            {t('learn.requiredDone', {
              done: outline.requiredCompleted,
              total: outline.requiredTotal,
              count: outline.requiredTotal,
            })}
          </p>
          <a
            className={styles.primaryLink}
            href={resourceLink({ schoolId, outline, resourceId: enrolment.continueResourceId, lang })}
            data-testid="continue-learning"
          >
            {enrolment.progress > 0 || outline.requiredCompleted > 0 ? t('learn.continue') : t('learn.start')}
          </a>
        </div>
      ) : null}
      <CourseOutlineList schoolId={schoolId} outline={outline} />
    </Section>
  );
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className={styles.progress}>
      <progress className={styles.bar} max={100} value={value} aria-label={label} />
      <span className={styles.progressText} data-testid="course-progress">
        {label}
      </span>
    </div>
  );
}
