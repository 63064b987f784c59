/**
 * The console's enrolment section (issue 23 item 3, `…/management/enrolments`): an admin enrols one user in one of
 * the school's courses, or many from a CSV file, paid courses included (recorded as granted by the admin). Nothing
 * to load first: the section paints from its forms.
 */
import { useId } from 'react';
import type { ConsoleSectionProps } from '@/components/console/section-props.ts';
import styles from '@/components/console/console-form.module.css';
import { useT } from '@/i18n/use-t.ts';
import { BulkEnrolForm } from './bulk-enrol-form.tsx';
import { SingleEnrolForm } from './single-enrol-form.tsx';

export default function EnrolmentsSection({ page }: ConsoleSectionProps) {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('console.enrolments.heading')}
      </h2>
      <p className={styles.lead}>{t('console.enrolments.lead')}</p>
      <SingleEnrolForm schoolId={page.schoolId} />
      <BulkEnrolForm schoolId={page.schoolId} />
    </section>
  );
}
