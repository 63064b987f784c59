import { courseLearnLink, formatPrice, privateCenterLink } from '@portico/core';
import type { CourseEnrolment, SelfEnrolmentBlockCode } from '@portico/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-t.ts';
import { errorText } from '@/lib/api-errors.ts';
import { useBootstrap } from '@/lib/bootstrap-context.tsx';
import { useRequireLogin } from '@/lib/require-login.tsx';
import { showToast } from '@/lib/toast.ts';
import { enrol } from '../api/enrol.ts';
import styles from './courses.module.css';

/**
 * Enrol in this course (issue 11 §5, issue 23 item 3): a visitor logs in first (spec §6); once enrolled the course
 * is in "My learning" with its progress, and a link starts or continues learning where the learner left off. A
 * course the viewer cannot enrol in themself (paid and not bought, or for members) says why instead of offering a
 * button that would fail. The enrolment and the reason come with the bootstrap, so the first paint is right.
 */
export function EnrolButton({
  schoolId,
  courseId,
  actualPrice,
  initial,
  block,
}: {
  schoolId: string;
  courseId: string;
  /** Yuan: what the learner would pay. */
  actualPrice: number;
  initial: CourseEnrolment | null;
  block: SelfEnrolmentBlockCode | null;
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
    // Enrolled on an earlier visit: the outline below carries the Continue link; one is enough.
    const learnHere = enrolment !== initial && enrolment.continueResourceId !== null;
    return (
      <div className={styles.enrolledRow}>
        <p className={styles.enrolled} role="status">
          <span>{t('learning.enrolledProgress', { value: enrolment.progress })}</span>
          <a href={learning}>{t('learning.openMyLearning')}</a>
        </p>
        {learnHere ? (
          <a
            className={styles.enrol}
            data-testid="continue-learning"
            href={courseLearnLink({
              schoolId,
              courseId,
              resourceId: enrolment.continueResourceId,
              lang: b.lang,
            })}
          >
            {enrolment.progress > 0 ? t('learn.continue') : t('learn.start')}
          </a>
        ) : null}
      </div>
    );
  }
  if (block) {
    return (
      <p className={styles.enrolBlocked} data-testid="enrol-blocked">
        {block === 'PURCHASE_REQUIRED'
          ? t('learning.purchaseRequired', { price: formatPrice(actualPrice) })
          : t('learning.membersOnly')}
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
