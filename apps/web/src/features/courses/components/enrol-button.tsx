import { privateCenterLink } from '@portico/core';
import type { CourseEnrolment } from '@portico/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useRequireLogin } from '@/lib/require-login.tsx';
import { showToast } from '@/lib/toast.ts';
import { enrol } from '../api/enrol.ts';
import styles from './courses.module.css';

/**
 * Enrol in this course (issue 11 §5): a visitor logs in first (spec §6); once enrolled the course is in "My learning"
 * with its progress. The viewer's enrolment comes with the bootstrap, so the first paint already says which.
 */
export function EnrolButton({
  schoolId,
  courseId,
  initial,
}: {
  schoolId: string;
  courseId: string;
  initial: CourseEnrolment | null;
}) {
  const b = useBootstrap();
  const t = useT();
  const requireLogin = useRequireLogin();
  const [enrolment, setEnrolment] = useState(initial);
  const [pending, setPending] = useState(false);
  const learning = privateCenterLink({
    schoolId: b.school?.id ?? schoolId,
    type: 'studyCenter_MyCourse',
    lang: b.lang,
  });
  if (enrolment) {
    return (
      <p className={styles.enrolled} role="status">
        <span>{t('learning.enrolledProgress', { value: enrolment.progress })}</span>
        <a href={learning}>{t('learning.openMyLearning')}</a>
      </p>
    );
  }
  const run = () => {
    setPending(true);
    enrol(schoolId, courseId)
      .then((result) => {
        setEnrolment(result);
        showToast(t('learning.enrolled'));
      })
      .catch((error: unknown) => showToast(errorText(error, t)))
      .finally(() => setPending(false));
  };
  return (
    <button type="button" className={styles.enrol} disabled={pending} onClick={() => requireLogin(run)}>
      {t('learning.enrol')}
    </button>
  );
}
